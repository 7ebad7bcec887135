export { ApiError, serverMessage, isUnauthorized } from './ApiError';
export { apiRequest, api, type HttpMethod } from './apiRequest';
export { createQueryClient, defaultQueryFn, getQueryFn, queryKeyPath, refetchOnVisit, JUST_READ_MS, type On401 } from './queryClient';
export { apiGetPage, toQueryString, TOTAL_COUNT_HEADER, type CountedPage } from './apiGetPage';
export { downloadFile } from './downloadFile';
export { requestLanguage, baseHeaders } from './requestLanguage';
export { idempotencyKeyFor, forgetIdempotencyKey, IDEMPOTENCY_HEADER } from './idempotencyKeys';

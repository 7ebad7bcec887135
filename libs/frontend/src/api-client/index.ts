export { ApiError, serverMessage, isUnauthorized } from './ApiError';
export { apiRequest, api, type HttpMethod } from './apiRequest';
export { createQueryClient, defaultQueryFn, getQueryFn, queryKeyPath, type On401 } from './queryClient';
export { apiGetPage, toQueryString, TOTAL_COUNT_HEADER } from './apiGetPage';
export { downloadFile } from './downloadFile';
export { requestLanguage, baseHeaders } from './requestLanguage';
export { idempotencyKeyFor, forgetIdempotencyKey, IDEMPOTENCY_HEADER } from './idempotencyKeys';

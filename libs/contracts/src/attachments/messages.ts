import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from './api.js';

const allowed = [...new Set(Object.values(ATTACHMENT_TYPES).map((label) => label.replace(/ \(.*\)$/, '')))].join(', ');

/** Texts of evidence attachments (issue 28); the gateway's Arabic catalogue has each by the same key. */
export const ATTACHMENT_MESSAGES = {
  fileRequired: 'Choose a file to upload (multipart form field "file")',
  tooLarge: `The file is larger than ${ATTACHMENT_LIMITS.maxBytes / (1024 * 1024)} MB; upload a smaller file`,
  typeNotAllowed: `This type of file is not accepted. Allowed: ${allowed}`,
  tooMany: `This item already holds ${ATTACHMENT_LIMITS.perItem} files; delete one before adding another`,
  oneFileOnly: 'Upload one file per request',
  uploadMalformed: 'The upload could not be read; send it as a multipart form with one file',
  validUntilInvalid: 'validUntil must be a date (YYYY-MM-DD)',
  descriptionTooLong: `The description must be at most ${ATTACHMENT_LIMITS.descriptionMax} characters`,
  attachmentNotFound: 'Attachment not found',
  deleteForbidden: "Only the file's uploader, the item's owner, a manager or a system admin may delete this file",
  fileMissing: 'The file is missing from the store; ask an administrator to check the attachments report',
  itemRequired: 'An attachment belongs to exactly one risk or task',
  heldByAcceptance:
    "This file is evidence of the risk's standing acceptance: it can be deleted once the acceptance is withdrawn, revoked, rejected or expired",
  heldByReview: 'This file is evidence of a recorded review of the risk and is kept with it; it cannot be deleted',
  evidenceInvalid: `Evidence is a list of at most ${ATTACHMENT_LIMITS.perItem} attachment ids`,
  evidenceNotAttached: 'Evidence must be files attached to this risk; attach the file to the risk first, then choose it',
} as const;

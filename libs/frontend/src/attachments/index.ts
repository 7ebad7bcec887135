export { AttachmentsCard, attachmentsKey, type AttachmentsCardProps } from './AttachmentsCard';
export { attachmentKind, formatFileSize, uploadAttachment, type AttachmentKind, type UploadFields } from './uploadAttachment';
export { EvidenceList, EvidencePicker, type EvidencePickerProps } from './Evidence';

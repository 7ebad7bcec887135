import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDay, trimToNull } from '../../common/validation/helpers.js';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES, type AttachmentContentType, type CreateAttachmentInput } from '../api.js';
import { ATTACHMENT_MESSAGES } from '../messages.js';

const IsCalendarDay = () =>
  ValidateBy(
    { name: 'isCalendarDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: ATTACHMENT_MESSAGES.validUntilInvalid },
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An optional list of attachment ids given as evidence (a review's, an acceptance's: issue 28): at most one item's
 * worth of files, each an id; that they are the risk's own files is the service's rule.
 */
export const EvidenceIds = (): PropertyDecorator => (target, property) => {
  IsOptional()(target, property);
  ValidateBy(
    {
      name: 'isEvidenceIds',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length <= ATTACHMENT_LIMITS.perItem && value.every((id) => typeof id === 'string' && UUID.test(id)),
      },
    },
    { message: ATTACHMENT_MESSAGES.evidenceInvalid },
  )(target, property);
};

/** An attachment in a path; a malformed id is answered like an unknown one (404). */
export class AttachmentIdDto {
  @IsString({ message: ATTACHMENT_MESSAGES.attachmentNotFound })
  @MaxLength(100, { message: ATTACHMENT_MESSAGES.attachmentNotFound })
  id!: string;
}

/** The item of a request: a riskId or a taskId (the service answers 404 for an unknown one). */
export class AttachmentItemDto {
  @IsOptional()
  @IsString({ message: ATTACHMENT_MESSAGES.itemRequired })
  @MaxLength(100, { message: ATTACHMENT_MESSAGES.itemRequired })
  riskId?: string;

  @IsOptional()
  @IsString({ message: ATTACHMENT_MESSAGES.itemRequired })
  @MaxLength(100, { message: ATTACHMENT_MESSAGES.itemRequired })
  taskId?: string;
}

/** The optional fields of an upload's form: validUntil (YYYY-MM-DD) and description. */
export class AttachmentFieldsDto {
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDay()
  validUntil?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: ATTACHMENT_MESSAGES.descriptionTooLong })
  @MaxLength(ATTACHMENT_LIMITS.descriptionMax, { message: ATTACHMENT_MESSAGES.descriptionTooLong })
  description?: string | null;
}

/** What the gateway sends the owning service once the bytes are stored. */
export class CreateAttachmentDto extends AttachmentItemDto implements CreateAttachmentInput {
  @IsString()
  @MaxLength(200)
  object!: string;

  @IsString()
  @MaxLength(ATTACHMENT_LIMITS.fileNameMax)
  fileName!: string;

  @IsInt()
  @Min(1)
  fileSize!: number;

  @IsIn(Object.keys(ATTACHMENT_TYPES), { message: ATTACHMENT_MESSAGES.typeNotAllowed })
  contentType!: AttachmentContentType;

  @Matches(/^[0-9a-f]{64}$/)
  sha256!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDay()
  validUntil?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(ATTACHMENT_LIMITS.descriptionMax, { message: ATTACHMENT_MESSAGES.descriptionTooLong })
  description?: string | null;
}

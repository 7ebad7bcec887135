import { createEvent } from '@rtm/backend/events';
import {
  MASKED_SECRET,
  SETTINGS_VALUE_MAX,
  SettingsChanged,
  type Actor,
  type DomainEvent,
  type SettingsChangedData,
  type SettingsFieldChange,
  type SettingsKind,
} from '@rtm/contracts';

/**
 * The `settings_changed` events of the settings screens (issue 23): each save emits one in its own transaction (the
 * outbox), with who, and the old and new value of every field that changed. Secrets are given to this module as
 * MASKED_SECRET or null, never as their value.
 */

type Values = Record<string, unknown>;

/** A value as the log keeps it: long texts cut at SETTINGS_VALUE_MAX characters (code points), arrays and scalars as they are. */
function logged(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const characters = [...value];
  return characters.length > SETTINGS_VALUE_MAX ? `${characters.slice(0, SETTINGS_VALUE_MAX).join('')}…` : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields (in `fields` order) whose value differs between before (null: nothing yet) and after (null: deleted),
 * and the `replaced` ones: secrets typed again, a change even though both sides read MASKED_SECRET.
 */
export function fieldChanges(
  before: Values | null,
  after: Values | null,
  fields: readonly string[],
  replaced: readonly string[] = [],
): SettingsFieldChange[] {
  return fields
    .filter((field) => replaced.includes(field) || !same(before?.[field], after?.[field]))
    .map((field) => ({ field, from: logged(before?.[field] ?? null), to: logged(after?.[field] ?? null) }));
}

/** A secret as the log may show it: that there is one, never what it is. */
export const maskedSecret = (present: boolean): string | null => (present ? MASKED_SECRET : null);

const SUBJECT: Record<SettingsKind, string> = {
  smtp: 'the SMTP settings',
  email_template: 'e-mail template',
  escalation_rule: 'escalation rule',
  review_settings: 'the review settings',
  report_settings: 'the report settings',
  report_schedule: 'report schedule',
};
const VERB = { created: 'Created', updated: 'Changed', deleted: 'Deleted' } as const;

/**
 * The event of one save, or null when nothing changed (a save of the same values is no change worth a row).
 * `entityId` names the row (the template's or rule's id; 'smtp' for the single SMTP row).
 */
export function settingsChangedEvent(
  actor: Actor | null,
  input: Omit<SettingsChangedData, 'changes'> & {
    entityId: string;
    before: Values | null;
    after: Values | null;
    fields: readonly string[];
    replaced?: readonly string[];
  },
): DomainEvent<SettingsChangedData, 'settings_changed'> | null {
  const changes = fieldChanges(input.before, input.after, input.fields, input.replaced);
  if (changes.length === 0) return null;
  const what = input.name ? `${SUBJECT[input.setting]} ${input.name}` : SUBJECT[input.setting];
  return createEvent(SettingsChanged, {
    actor,
    entity: { type: 'settings', id: input.entityId },
    description: `${VERB[input.change]} ${what}: ${changes.map((c) => c.field).join(', ')}`,
    data: { setting: input.setting, name: input.name, change: input.change, changes },
  });
}

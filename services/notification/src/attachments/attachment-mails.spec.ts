import { describe, expect, it } from '@jest/globals';
import type { AttachmentExpiringData, DomainEvent } from '@rtm/contracts';
import { evidenceMails } from './attachment-mails.js';

const event = (uploadedBy: string, ownerId: string): DomainEvent<AttachmentExpiringData> => ({
  id: 'e1',
  type: 'attachment_expiring',
  version: 1,
  occurredAt: '2026-11-28T02:00:00Z',
  actor: null,
  entity: { type: 'task', id: 't1' },
  description: 'Evidence expiring',
  data: {
    itemType: 'task',
    itemId: 't1',
    itemCode: 'TSK-0007',
    itemTitle: 'Patch the gateway',
    ownerId,
    daysLeft: 14,
    attachment: { id: 'f1', fileName: 'pen-test.pdf', validUntil: '2026-12-12', uploadedBy } as AttachmentExpiringData['attachment'],
  },
});

describe(evidenceMails.name, () => {
  it("mails the uploader and the item's owner, once each, with the file, its day and the item's link", () => {
    const mails = evidenceMails(event('u1', 'u2'), 'https://rtm.example');
    expect(mails.map((m) => [m.key, m.recipientId, m.taskId, m.riskId])).toEqual([
      ['evidence_expiring:e1:u1', 'u1', 't1', null],
      ['evidence_expiring:e1:u2', 'u2', 't1', null],
    ]);
    expect(mails[0].variables).toEqual({
      fileName: 'pen-test.pdf',
      validUntil: '2026-12-12',
      daysLeft: 14,
      itemCode: 'TSK-0007',
      itemTitle: 'Patch the gateway',
      itemLink: 'https://rtm.example/tasks/t1',
    });
    expect(evidenceMails(event('u1', 'u1'), 'https://rtm.example')).toHaveLength(1);
  });
});

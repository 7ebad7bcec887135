import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions, createEvent } from '@rtm/backend/events';
import { SettingsChanged, reviewSettingsChanges, reviewSettingsProblem, type Actor, type ReviewSettingsDto } from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { ReviewRepository } from './review.repository.js';

/**
 * The review settings (issue 26): intervals per level, the reminder's days before and the escalation's days after. A
 * system admin reads and replaces them; a change is a settings_changed event (setting review_settings) with each
 * changed field's old and new value, which the activity log records and the notification service applies to its copy.
 */
@Injectable()
export class ReviewSettingsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(ReviewRepository) private readonly reviews: ReviewRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async get(actor: Actor | null): Promise<ReviewSettingsDto> {
    requireRole(actor, 'system_admin');
    return this.reviews.settings(this.db.reader());
  }

  async replace(actor: Actor | null, input: ReviewSettingsDto): Promise<ReviewSettingsDto> {
    const who = requireRole(actor, 'system_admin');
    const problem = reviewSettingsProblem(input);
    if (problem) throw new BadRequestException(problem);
    const wanted: ReviewSettingsDto = {
      intervalDays: {
        critical: input.intervalDays.critical,
        high: input.intervalDays.high,
        medium: input.intervalDays.medium,
        low: input.intervalDays.low,
      },
      remindDaysBefore: input.remindDaysBefore,
      escalateAfterDays: input.escalateAfterDays,
    };
    return this.db.run(async (tx, emit) => {
      const before = await this.reviews.settings(tx, true);
      const changes = reviewSettingsChanges(before, wanted);
      if (changes.length === 0) return before;
      await this.reviews.saveSettings(tx, wanted, who.id, this.clock.now().toISOString());
      emit(
        createEvent(SettingsChanged, {
          actor: who,
          entity: { type: 'settings', id: 'review-settings' },
          description: `Changed the review settings: ${changes.map((c) => `${c.field} ${c.from} -> ${c.to}`).join(', ')}`,
          data: { setting: 'review_settings', name: null, change: 'updated', changes },
        }),
      );
      return wanted;
    });
  }
}

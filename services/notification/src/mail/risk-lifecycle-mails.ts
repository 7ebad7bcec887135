import {
  APPROVER_ROLES,
  RiskAccepted,
  RiskAcceptanceExpired,
  RiskAcceptanceRejected,
  RiskAcceptanceRequested,
  RiskAppetiteBreached,
  RiskAppetiteChanged,
  type DomainEvent,
  type RiskAcceptanceEventData,
  type RiskAppetiteBreachedData,
  type RiskAppetiteChangedData,
  type RiskDto,
  type TemplateType,
  type UserRole,
} from '@rtm/contracts';
import type { TemplateVariables } from '../templates/template-renderer.js';

/**
 * One event's mail to everyone its audience names, each recipient once, keyed `<type>:<event id>:<recipient>` so a
 * redelivered event records nothing new. The recipients are resolved in SQL: users by role come from the user
 * projection, an acceptance's approver from the acceptance projection.
 */
export interface AudienceMail {
  eventId: string;
  type: TemplateType;
  /** The risk the mail is about (null for a mail about several). */
  riskId: string | null;
  variables: Omit<TemplateVariables, 'userName'>;
  /** These users... */
  userIds: string[];
  /** ...every active user of these roles... */
  roles: readonly UserRole[];
  /** ...and the approver of this acceptance... */
  approverOf: string | null;
  /** ...except whoever acted (they know). */
  except: string | null;
}

/** The events that bring a mail; risk_acceptance_revoked brings none (the activity log tells of it). */
export const LIFECYCLE_MAIL_EVENTS = [
  RiskAcceptanceRequested,
  RiskAccepted,
  RiskAcceptanceRejected,
  RiskAcceptanceExpired,
  RiskAppetiteBreached,
  RiskAppetiteChanged,
] as const;

const riskVariables = (appUrl: string, risk: RiskDto) => ({
  riskId: risk.riskId,
  riskTitle: risk.title,
  riskLink: `${appUrl}/risks/${risk.id}`,
});

const nobody = { userIds: [], roles: [], approverOf: null, except: null };

/**
 * The mail an acceptance or appetite event brings (links from `appUrl`, without a trailing slash), or null:
 * - a request: to the approvers, not its requester;
 * - approved or rejected: to the requester and the risk's owner, not the approver who decided;
 * - expired: to the owner and the approver;
 * - a risk outside appetite: to the executives;
 * - an appetite change that took risks outside it: one summary to the executives.
 */
export function lifecycleMail(event: DomainEvent, appUrl: string): AudienceMail | null {
  const base = { eventId: event.id, ...nobody };
  switch (event.type) {
    case RiskAcceptanceRequested.type: {
      const { risk, acceptance } = event.data as RiskAcceptanceEventData;
      return {
        ...base,
        type: 'acceptance_requested',
        riskId: risk.id,
        variables: {
          ...riskVariables(appUrl, risk),
          expiresOn: acceptance.expiresOn,
          justification: acceptance.justification ?? undefined,
        },
        roles: APPROVER_ROLES,
        except: acceptance.requestedBy,
      };
    }
    case RiskAccepted.type:
    case RiskAcceptanceRejected.type: {
      const { risk, acceptance } = event.data as RiskAcceptanceEventData;
      return {
        ...base,
        type: 'acceptance_decided',
        riskId: risk.id,
        variables: {
          ...riskVariables(appUrl, risk),
          expiresOn: acceptance.expiresOn,
          approved: event.type === RiskAccepted.type,
          decisionComment: acceptance.decisionComment ?? undefined,
        },
        userIds: [acceptance.requestedBy, risk.ownerId],
        except: acceptance.decidedBy,
      };
    }
    case RiskAcceptanceExpired.type: {
      const { risk, acceptance } = event.data as RiskAcceptanceEventData;
      return {
        ...base,
        type: 'acceptance_expired',
        riskId: risk.id,
        variables: { ...riskVariables(appUrl, risk), expiresOn: acceptance.expiresOn },
        // The expiry step has no decider: the approver is the one risk_accepted named.
        userIds: acceptance.decidedBy ? [risk.ownerId, acceptance.decidedBy] : [risk.ownerId],
        approverOf: acceptance.id,
      };
    }
    case RiskAppetiteBreached.type: {
      const { risk, assessedScore, maxScore } = event.data as RiskAppetiteBreachedData;
      return {
        ...base,
        type: 'appetite_breached',
        riskId: risk.id,
        variables: { ...riskVariables(appUrl, risk), assessedScore, maxScore },
        roles: ['executive'],
      };
    }
    case RiskAppetiteChanged.type: {
      const { breached } = event.data as Partial<RiskAppetiteChangedData>;
      // Events written before `breached` was added carry none.
      if (!breached || breached.count === 0) return null;
      return {
        ...base,
        type: 'appetite_breached_summary',
        riskId: null,
        variables: {
          riskLink: `${appUrl}/risks`,
          breachedCount: breached.count,
          risks: breached.sample.map(({ riskId, title, assessedScore }) => ({ riskId, title, assessedScore })),
        },
        roles: ['executive'],
      };
    }
    default:
      return null;
  }
}

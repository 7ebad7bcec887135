import { Col, Row } from 'antd';
import { ACCEPTANCE_EXPIRING_DAYS, type RiskAcceptanceSummaryDto, type UserRole } from '@rtm/contracts';
import { useShellTranslation } from '../../i18n';
import { useAcceptanceSummary, useOutsideAppetiteCount } from './dashboardQueries';
import { governanceCards, type GovernanceCard } from './dashboardReads';
import { StatCard } from './StatCard';

/** The risk list each card opens (the list reads these filters from its URL). */
export const GOVERNANCE_LINKS: Partial<Record<GovernanceCard, string>> = {
  outsideAppetite: '/risks?outsideAppetite=true',
  awaitingDecision: '/risks?acceptance=pending',
  expiringSoon: '/risks?acceptance=expiring',
};

const TEST_IDS: Record<GovernanceCard, string> = {
  outsideAppetite: 'stat-outside-appetite',
  awaitingDecision: 'stat-awaiting-decision',
  expiringSoon: 'stat-expiring-soon',
  acceptedWithoutApproval: 'stat-accepted-without-approval',
};

/**
 * Issue 25, under the stat cards: risks outside appetite and the acceptances to look at, by role (governanceCards).
 * The cards wrap: four in a row at laptop widths, one on a phone.
 */
export function GovernanceCards({ role }: { role: UserRole }) {
  const cards = governanceCards(role);
  if (cards.length === 0) return null;
  return (
    <Row gutter={[16, 16]} data-testid="governance-cards">
      {cards.map((card) => (
        <Col key={card} flex="1 1 220px" style={{ minWidth: 0 }}>
          {card === 'outsideAppetite' ? <OutsideAppetiteCard /> : <AcceptanceCard card={card} />}
        </Col>
      ))}
    </Row>
  );
}

/** Open risks outside their type's appetite, counted with the escalation alerts. */
function OutsideAppetiteCard() {
  const { t } = useShellTranslation();
  const count = useOutsideAppetiteCount();
  return (
    <StatCard
      testId={TEST_IDS.outsideAppetite}
      title={t('dashboard.governance.outsideAppetite')}
      value={count.data}
      to={GOVERNANCE_LINKS.outsideAppetite}
      loading={count.isLoading}
      failed={count.isError || count.data === null}
    />
  );
}

/** The summary's figure behind each acceptance card. */
const ACCEPTANCE_FIGURES: Record<Exclude<GovernanceCard, 'outsideAppetite'>, keyof RiskAcceptanceSummaryDto> = {
  awaitingDecision: 'awaitingYourDecision',
  expiringSoon: 'expiringSoon',
  acceptedWithoutApproval: 'acceptedWithoutApproval',
};

/** One figure of GET /api/risks/acceptance-summary (the three cards share the request). */
function AcceptanceCard({ card }: { card: Exclude<GovernanceCard, 'outsideAppetite'> }) {
  const { t } = useShellTranslation();
  const summary = useAcceptanceSummary();
  const titles = {
    awaitingDecision: t('dashboard.governance.awaitingDecision'),
    expiringSoon: t('dashboard.governance.expiringSoon', { count: ACCEPTANCE_EXPIRING_DAYS }),
    acceptedWithoutApproval: t('dashboard.governance.acceptedWithoutApproval'),
  };
  return (
    <StatCard
      testId={TEST_IDS[card]}
      title={titles[card]}
      value={summary.data?.[ACCEPTANCE_FIGURES[card]]}
      to={GOVERNANCE_LINKS[card]}
      loading={summary.isLoading}
      failed={summary.isError}
    />
  );
}

import { LIMITS } from '@rtm/contracts';

/** The level (RiskLevel) of a cell's score as SQL, by the thresholds of riskLevel. */
export function levelOfScoreSql(score: string): string {
  const [medium, high, critical] = LIMITS.riskLevelThresholds;
  return `(case when ${score} >= ${critical} then 'critical' when ${score} >= ${high} then 'high'
                when ${score} >= ${medium} then 'medium' else 'low' end)`;
}

/** The instant a day (a `date` SQL expression) ends in the zone (a `text` SQL expression): the next day's midnight there. */
export function endOfDaySql(day: string, zone: string): string {
  return `((${day} + 1)::timestamp at time zone ${zone})`;
}

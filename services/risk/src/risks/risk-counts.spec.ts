import { describe, expect, it } from '@jest/globals';
import { riskLevel, riskScore } from '@rtm/contracts';
import { riskCountDeltas, type CountedRisk } from './risk-counts.js';

const risk = (likelihood: number, impact: number, status: CountedRisk['status'], departmentIds: number[]): CountedRisk => ({
  riskType: 'Operational',
  likelihood,
  impact,
  residualLikelihood: null,
  residualImpact: null,
  status,
  riskLevel: riskLevel(riskScore(likelihood, impact)),
  departmentIds,
});

describe('riskCountDeltas', () => {
  it('counts a creation once in its cell and once per department', () => {
    expect(riskCountDeltas([], [risk(4, 5, 'open', [3, 1])])).toMatchObject({
      matrix: [{ likelihood: 4, impact: 5, status: 'open', risk_level: 'critical', delta: 1 }],
      departments: [
        { department_id: 1, risk_level: 'critical', delta: 1 },
        { department_id: 3, risk_level: 'critical', delta: 1 },
      ],
    });
  });

  it('takes a deletion off where the risk was counted', () => {
    expect(riskCountDeltas([risk(1, 2, 'closed', [7])], [])).toMatchObject({
      matrix: [{ likelihood: 1, impact: 2, status: 'closed', risk_level: 'low', delta: -1 }],
      departments: [{ department_id: 7, risk_level: 'low', delta: -1 }],
    });
  });

  it('changes nothing for an edit that keeps cell, status, level and departments', () => {
    expect(riskCountDeltas([risk(3, 3, 'open', [1, 2])], [risk(3, 3, 'open', [2, 1])])).toEqual({
      matrix: [],
      departments: [],
      assessment: [],
    });
  });

  it('moves a risk whose status changes to its new status, and leaves its departments alone when the level stays', () => {
    expect(riskCountDeltas([risk(2, 2, 'open', [1])], [risk(2, 2, 'accepted', [1])])).toMatchObject({
      matrix: [
        { likelihood: 2, impact: 2, status: 'accepted', risk_level: 'medium', delta: 1 },
        { likelihood: 2, impact: 2, status: 'open', risk_level: 'medium', delta: -1 },
      ],
      departments: [],
    });
  });

  it('moves the department counts of a new level, and only the departments that change when the links do', () => {
    expect(riskCountDeltas([risk(2, 2, 'open', [1, 2])], [risk(2, 4, 'open', [2, 3])])).toMatchObject({
      matrix: [
        { likelihood: 2, impact: 2, status: 'open', risk_level: 'medium', delta: -1 },
        { likelihood: 2, impact: 4, status: 'open', risk_level: 'high', delta: 1 },
      ],
      departments: [
        { department_id: 1, risk_level: 'medium', delta: -1 },
        { department_id: 2, risk_level: 'high', delta: 1 },
        { department_id: 2, risk_level: 'medium', delta: -1 },
        { department_id: 3, risk_level: 'high', delta: 1 },
      ],
    });
    // A move to a cell of the same level: the matrix changes, the departments' counts per level do not.
    expect(riskCountDeltas([risk(1, 2, 'open', [5])], [risk(2, 1, 'open', [5])]).departments).toEqual([]);
  });

  it('adds up many risks per key (an import) and counts a department named twice once', () => {
    expect(riskCountDeltas([], [risk(1, 1, 'open', [2, 2]), risk(1, 1, 'open', [2]), risk(5, 5, 'closed', [2])])).toMatchObject({
      matrix: [
        { likelihood: 1, impact: 1, status: 'open', risk_level: 'low', delta: 2 },
        { likelihood: 5, impact: 5, status: 'closed', risk_level: 'critical', delta: 1 },
      ],
      departments: [
        { department_id: 2, risk_level: 'critical', delta: 1 },
        { department_id: 2, risk_level: 'low', delta: 2 },
      ],
    });
  });

  it('counts a risk in its type and assessed cell: the residual one once assessed, else the inherent one', () => {
    const assessed = { ...risk(4, 5, 'open', [1]), residualLikelihood: 2, residualImpact: 3 };
    expect(riskCountDeltas([], [assessed, risk(4, 5, 'open', [1])]).assessment).toEqual([
      { risk_type: 'Operational', likelihood: 2, impact: 3, status: 'open', delta: 1 },
      { risk_type: 'Operational', likelihood: 4, impact: 5, status: 'open', delta: 1 },
    ]);
  });

  it('moves the assessed count when the residual, the type or the status changes, and only then', () => {
    const before = { ...risk(4, 5, 'open', [1]), residualLikelihood: 2, residualImpact: 3 };
    expect(riskCountDeltas([before], [{ ...before, residualLikelihood: 1 }]).assessment).toEqual([
      { risk_type: 'Operational', likelihood: 1, impact: 3, status: 'open', delta: 1 },
      { risk_type: 'Operational', likelihood: 2, impact: 3, status: 'open', delta: -1 },
    ]);
    expect(riskCountDeltas([before], [{ ...before, riskType: 'Financial' }]).assessment).toEqual([
      { risk_type: 'Financial', likelihood: 2, impact: 3, status: 'open', delta: 1 },
      { risk_type: 'Operational', likelihood: 2, impact: 3, status: 'open', delta: -1 },
    ]);
    // The inherent cell changes but the residual one stands: the assessed count stays.
    expect(riskCountDeltas([before], [{ ...before, likelihood: 5 }]).assessment).toEqual([]);
  });
});

import { ADMIN_ONLY } from '@nuru/rules/admin';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_PAYMENTS, SEED_STUDENTS } from '@nuru/provider';
import { describe, expect, it } from 'vitest';
import { gql, onlyError, signIn, useStack } from '../testing/stack.js';

const stack = useStack();

const ANALYTICS = /* GraphQL */ `
  query Analytics($year: AcademicYear, $batchNo: Int) {
    programmeAnalytics(year: $year, batchNo: $batchNo) {
      year
      batchNo
      batches
      gpaBands {
        from
        to
        batches {
          batchNo
          count
        }
      }
      completion {
        expected
        months {
          month
          results
          universityFee
          nhif
        }
      }
      universities {
        universityName
        scholars
        programmes {
          programmeName
          scholars
        }
      }
      payments {
        type
        statuses {
          status
          count
        }
      }
    }
  }
`;

/** The provider's own answer, asked directly with the administrator's token (the gateway forwards the same). */
async function providerAnswer(query: string, token: string) {
  const answer = await fetch(`${stack.provider.url}/api/admin/analytics${query}`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as {
    gpa: { bands: { from: number; to: number }[]; batches: { batchNo: number | null; counts: number[] }[] };
    completion: unknown;
    universities: unknown;
  };
}

describe('analytics through the gateway', () => {
  it("answers one batch's series for a year written as people write it, as the provider counts them", async () => {
    const token = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const answer = await gql(stack.gateway, ANALYTICS, { year: '2024-2025', batchNo: 2 }, token);
    expect(answer.errors).toBeUndefined();
    const analytics = answer.data!.programmeAnalytics;
    expect(analytics).toMatchObject({ year: '2024-2025', batchNo: 2, batches: [1, 2] });

    const provider = await providerAnswer('?year=Y2024_2025&batchNo=2', token);
    expect(analytics.completion).toEqual(provider.completion);
    expect(analytics.universities).toEqual(provider.universities);
    expect(analytics.gpaBands).toEqual(
      provider.gpa.bands.map(({ from, to }, band) => ({
        from,
        to,
        batches: provider.gpa.batches.map(({ batchNo, counts }) => ({ batchNo, count: counts[band] })),
      })),
    );

    // The NHIF control numbers of batch 2, counted from the seed.
    const nhif = [
      ...DEMO_COHORT.filter((s) => s.batchNo === 2).map((s) => s.years.find((y) => y.year === 'Y2024_2025')!.nhif.state),
      ...SEED_PAYMENTS.filter(
        (p) =>
          p.paymentType === 'NHIF' && p.paymentYear === 'Y2024_2025' && SEED_STUDENTS.some((s) => s.email === p.email && s.batchNo === 2),
      ).map((p) => p.status),
    ];
    expect(analytics.payments.find((p: { type: string }) => p.type === 'NHIF')).toEqual({
      type: 'NHIF',
      statuses: ['UNPAID', 'PROCESSING', 'PAID', 'FAILED'].map((status) => ({ status, count: nhif.filter((s) => s === status).length })),
    });
  });

  it("answers the provider's words for a bad batch, and a student FORBIDDEN", async () => {
    const token = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    expect(onlyError(await gql(stack.gateway, ANALYTICS, { batchNo: 0 }, token))).toEqual({
      message: 'batchNo must be a whole number of at least 1',
      code: 'BAD_USER_INPUT',
    });
    const student = await signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect(onlyError(await gql(stack.gateway, ANALYTICS, {}, student))).toEqual({ message: ADMIN_ONLY, code: 'FORBIDDEN' });
  });
});

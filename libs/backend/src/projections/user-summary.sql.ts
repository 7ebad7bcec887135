/**
 * A UserSummary as SQL: a json object (keys in the order of the type) from the user_projection row
 * aliased `alias`, or null when the projection does not know the user. Views select it, so a person's
 * name costs a join, never a request.
 */
export function userSummaryJson(alias: string): string {
  const u = alias;
  return `case when ${u}.id is null then null else json_build_object(
    'id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'email', ${u}.email,
    'role', ${u}.role, 'departmentId', ${u}.department_id, 'profileImageUrl', ${u}.profile_image_url) end`;
}

/**
 * Repeats `check` while `known` says something it asked about has not reached the projections yet (its
 * event is on the way, usually milliseconds), up to `waitMs`; the last answer is the verdict.
 */
export async function untilKnown<T>(check: () => Promise<T>, known: (result: T) => boolean, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const result = await check();
    if (known(result) || Date.now() >= deadline) return result;
    await new Promise((r) => setTimeout(r, 50));
  }
}

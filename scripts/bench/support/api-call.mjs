// JSON calls to the built API over loopback as one organization, from the
// bench's own process, and the seeded complete course's items.

export const BENCH_PASSWORD = 'Halaqa!2026';

/** One call: the answer's JSON (null when empty), and its time in ms; a non-2xx answer throws. */
export async function apiCall(port, method, urlPath, { organization = 'demo', token = null, body } = {}) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method,
    headers: { 'x-organization': organization, 'x-lang': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status >= 300) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, body: text ? JSON.parse(text) : null };
}

/** A seeded account's access token (demo signs in without a second factor). */
export async function signedInToken(port, email) {
  return (await apiCall(port, 'POST', '/api/auth/login', { body: { email, password: BENCH_PASSWORD } })).body.tokens.accessToken;
}

/**
 * The seeded complete course ("Giving Effective Feedback" on demo) as `email`
 * sees it in the player, enrolling first when asked: its id and its PDF and
 * video items.
 */
export async function completeCourseItems(port, email, { enroll = false } = {}) {
  const token = await signedInToken(port, email);
  const found = (await apiCall(port, 'GET', '/api/courses/search?query=Feedback', { token })).body;
  const courseId = found.data[0]?.id;
  if (!courseId) throw new Error('the seeded complete course is not in the demo catalogue');
  if (enroll) await apiCall(port, 'POST', `/api/courses/${courseId}/enroll`, { token });
  const player = (await apiCall(port, 'GET', `/api/courses/${courseId}/player`, { token })).body;
  const items = player.sections.flatMap((section) => section.subsections);
  const pdf = items.find((item) => item.fileKind === 'PDF');
  const video = items.find((item) => item.fileKind === 'VIDEO');
  if (!pdf || !video) throw new Error('the seeded course has no PDF or no video item');
  return { courseId, pdfId: pdf.id, videoId: video.id };
}

import { ApiError } from '@halaqa/api-client';
import type { ErrorCode } from '@halaqa/contracts';

// A literal (checked against ErrorCode): the catalogue's table stays out of the shell's first load.
const ORGANIZATION_NOT_FOUND: ErrorCode = 'org-001';

/**
 * Shown when the organization itself cannot be loaded: there is no theme or
 * translation yet, so it is plain and in both languages.
 */
export function StartupFailure({ error, prefix }: { error: unknown; prefix: string }) {
  const unknownOrganization = error instanceof ApiError && error.code === ORGANIZATION_NOT_FOUND;
  return (
    <div role="alert" data-testid="startup-failure" style={{ font: '16px system-ui, sans-serif', maxWidth: 560, margin: '64px auto', padding: 24, textAlign: 'center' }}>
      {unknownOrganization ? (
        <>
          <h1>No organization called “{prefix}”</h1>
          <p lang="ar" dir="rtl">لا توجد جهة باسم “{prefix}”.</p>
        </>
      ) : (
        <>
          <h1>The site could not start</h1>
          <p lang="ar" dir="rtl">تعذّر تشغيل الموقع.</p>
          <button type="button" onClick={() => window.location.reload()}>Try again · أعد المحاولة</button>
        </>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { useAppSelector } from '../../store/store';
import { useManifest } from '../tenant/tenant-context';
import { canSearchCourses } from './course-search-access';
import { SEARCH_MAX_LENGTH, SearchInput, type SearchPlacement } from './SearchInput';

type SearchBox = typeof import('./CourseSearchBox').CourseSearchBox;

// The combobox, its queries and texts stay out of the shell's first load (its
// JS budget, ARCHITECTURE section 6): they load when someone heads for the box.
const loadSearchBox = () => import(/* webpackChunkName: "course-search" */ './CourseSearchBox').then((module) => module.CourseSearchBox);

/**
 * The course search of the app bar and the mobile drawer, where the caller
 * may read the catalogue. Until its code has loaded, a look-alike input
 * stands in; what was typed into it meanwhile, and the focus, carry over.
 */
export function CourseSearch({ placement, onNavigate }: { placement: SearchPlacement; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const organization = useOrganization();
  const manifest = useManifest();
  const session = useAppSelector((state) => state.session);
  const [Box, setBox] = useState<SearchBox | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const handOver = useRef({ text: '', focused: false });
  if (!canSearchCourses(organization, session, manifest)) return null;

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadSearchBox().then((component) => {
      handOver.current = { text: standIn.current?.value ?? '', focused: document.activeElement === standIn.current };
      setBox(() => component);
    }, () => {
      // Offline or a redeploy: the next focus tries again.
      loading.current = false;
    });
  };

  if (Box) return <Box placement={placement} initialText={handOver.current.text} autoFocus={handOver.current.focused} onNavigate={onNavigate} />;
  return (
    <SearchInput
      ref={standIn}
      $placement={placement}
      type="search"
      aria-label={t('courseSearch.label')}
      placeholder={`${t('courseSearch.label')}…`}
      autoComplete="off"
      maxLength={SEARCH_MAX_LENGTH}
      onFocus={load}
      onPointerEnter={load}
      data-testid="course-search-placeholder"
    />
  );
}

import { DetailSection } from '@/components/colleges/detail/section';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listCollegeScholarships } from '@/lib/data/scholarships';
import { settle } from '@/lib/data/settle';
import { ScholarshipCard } from './scholarship-card';

/**
 * The 'Scholarships' block of a college page: the institute's own schemes from the scholarships table. A college
 * with none shows no block; a failed read shows its own error, not the page's.
 */
export async function CollegeScholarships({ collegeId }: { collegeId: string }) {
  const loaded = await settle(listCollegeScholarships(collegeId));
  if (loaded.ok && loaded.value.length === 0) return null;
  if (!loaded.ok) await keepFallbackOutOfCache();
  return (
    <DetailSection id="scholarships" title="Scholarships">
      {loaded.ok ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {loaded.value.map((s) => (
            <li key={s.id}>
              <ScholarshipCard scholarship={s} showCollege={false} />
            </li>
          ))}
        </ul>
      ) : (
        <LoadError message={loaded.error.message} />
      )}
    </DetailSection>
  );
}

import Link from 'next/link';
import { LoadError } from '@/components/site/load-error';
import { listMissLog, listTopicStats } from '@/lib/data/mock-tests/history';
import { listMyAttempts, MISS_REASON_LABELS } from '@/lib/data/mock-tests/results';
import { settle } from '@/lib/data/settle';
import { aggregate, formatPercent, progressSeries } from '@/lib/mock-tests/analysis';
import { getServerSession } from '@/lib/supabase/session';
import { AttemptList } from './attempt-list';
import { ErrorLog } from './error-log';
import { ProgressChart } from './progress-chart-loader';
import { ProgressTable } from './progress-table';
import { TopicTable } from './topic-table';

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h3 id={id} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The member's mock tests on /profile: attempts, progress, accuracy by topic and the error log. */
export async function MockTestHistory({ userId }: { userId: string }) {
  const session = await getServerSession();
  if (!session) return null;
  const [attempts, topics, misses] = await Promise.all([
    settle(listMyAttempts(session.client, userId)),
    settle(listTopicStats(session.client, userId)),
    settle(listMissLog(session.client, userId)),
  ]);
  if (!attempts.ok) return <LoadError message={attempts.error.message} />;
  if (attempts.value.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center" data-testid="mock-history-empty">
        <p className="font-medium text-gray-900">You have not taken a mock test yet.</p>
        <p className="mt-1 text-sm text-gray-600">
          Take your first one: your scores, percentiles, weak topics and the questions you missed will collect here.
        </p>
        <Link href="/mock-tests" className="mt-4 btn-primary inline-flex">
          Take your first mock test
        </Link>
      </div>
    );
  }
  const points = progressSeries(attempts.value);
  const summary = aggregate(points);
  return (
    <div>
      {summary.attempts > 0 ? (
        <p className="text-sm text-gray-700">
          {summary.attempts} {summary.attempts === 1 ? 'test' : 'tests'} finished; average score{' '}
          {formatPercent(summary.averagePercent)} of the maximum, best {formatPercent(summary.bestPercent)}.
        </p>
      ) : null}
      <Block id="history-attempts" title="Your attempts">
        <AttemptList attempts={attempts.value} />
      </Block>
      <Block id="history-progress" title="Progress over time">
        {points.length < 2 ? (
          <p className="text-sm text-gray-600">Finish two or more tests to see your progress as a line.</p>
        ) : (
          <ProgressChart points={points} />
        )}
        {points.length > 0 ? <ProgressTable points={points} /> : null}
      </Block>
      <Block id="history-topics" title="Accuracy by topic">
        {topics.ok ? <TopicTable topics={topics.value} /> : <LoadError message={topics.error.message} />}
      </Block>
      <Block id="history-errors" title="Error log">
        {misses.ok ? (
          <ErrorLog misses={misses.value} labels={MISS_REASON_LABELS} />
        ) : (
          <LoadError message={misses.error.message} />
        )}
      </Block>
    </div>
  );
}

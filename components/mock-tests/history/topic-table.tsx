import { formatDuration, formatPercent, type TopicAnalysis } from '@/lib/mock-tests/analysis';

/** Accuracy and average time per topic across every finished attempt, weakest first. */
export function TopicTable({ topics }: { topics: TopicAnalysis[] }) {
  if (topics.length === 0) return <p className="text-sm text-gray-600">Finish a test to see your accuracy by topic.</p>;
  const sorted = [...topics].sort((a, b) => (a.accuracy ?? -1) - (b.accuracy ?? -1) || a.topic.localeCompare(b.topic));
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full min-w-[30rem] border-collapse text-sm" data-testid="topic-accuracy">
        <caption className="sr-only">Accuracy and average time by topic, lowest accuracy first</caption>
        <thead className="bg-brand-50 text-left text-brand-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Topic
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Questions
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Right / answered
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Accuracy
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Average time
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((t) => (
            <tr key={t.topic} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                {t.topic}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{t.questions}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {t.correct} / {t.correct + t.incorrect}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPercent(t.accuracy)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatDuration(t.averageSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

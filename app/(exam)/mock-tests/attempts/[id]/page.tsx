import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { PostMarkdown } from '@/components/blog/markdown';
import { TestScreen } from '@/components/mock-tests/exam/test-screen';
import { signInPathFor } from '@/lib/auth/guards';
import { loadAttempt, settleAttempt } from '@/lib/data/mock-tests/attempts';
import { readPaper } from '@/lib/data/mock-tests/paper';
import { isDataError } from '@/lib/errors/data-error';
import { attemptClock } from '@/lib/mock-tests/clock';
import { getServerSession } from '@/lib/supabase/session';
import type { TypedClient } from '@/lib/supabase/types';

export const metadata: Metadata = { title: 'Mock test in progress', robots: { index: false, follow: false } };

const attemptIdSchema = z.uuid();

async function load(client: TypedClient, userId: string, attemptId: string) {
  try {
    if (await settleAttempt(client, attemptId)) return 'submitted' as const;
    const state = await loadAttempt(client, userId, attemptId);
    const paper = await readPaper(client, { id: state.testId });
    return { state, paper, clock: attemptClock(paper, state, new Date()) };
  } catch (error) {
    if (isDataError(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

/**
 * The test screen. The server settles the attempt first (a section whose time ran out while the laptop was shut
 * is over), then hands the screen the paper without answers, what was saved and the server's clock. Passages and
 * questions are Markdown rendered here, so the browser gets HTML rather than a Markdown parser.
 */
export default async function AttemptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!attemptIdSchema.safeParse(id).success) notFound();
  const session = await getServerSession();
  const userId = session?.claims?.sub;
  if (!session || !userId) redirect(signInPathFor('user', `/mock-tests/attempts/${id}`));

  const loaded = await load(session.client, userId, id);
  if (loaded === 'submitted') redirect(`/mock-tests/attempts/${id}/result`);
  const { state, paper, clock } = loaded;

  return (
    <TestScreen
      attemptId={state.id}
      title={paper.title}
      order={paper.timing.order}
      calculator={paper.calculator}
      sections={paper.timing.sections.map((s) => ({ name: s.name, minutes: s.minutes }))}
      questions={paper.questions.map((q) => ({
        id: q.id,
        number: q.number,
        section: q.section,
        type: q.type,
        options: q.options,
        passageId: q.passageId,
      }))}
      questionText={Object.fromEntries(paper.questions.map((q) => [q.id, <PostMarkdown key={q.id}>{q.text}</PostMarkdown>]))}
      passages={Object.fromEntries(
        Object.values(paper.passages).map((p) => [
          p.id,
          { title: p.title, kind: p.kind, body: <PostMarkdown key={p.id}>{p.body}</PostMarkdown> },
        ]),
      )}
      saved={Object.fromEntries(Object.entries(state.answers).map(([qid, a]) => [qid, { answer: a.answer, marked: a.marked }]))}
      clock={clock}
    />
  );
}

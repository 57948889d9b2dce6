'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QueuedAnswer } from '@/lib/mock-tests/answer-queue';
import type { AttemptClock } from '@/lib/mock-tests/clock';
import {
  readMockTestClock,
  startMockTestSection,
  submitMockTest,
  submitMockTestSection,
} from '@/lib/mock-tests/mock-tests.actions';
import { paletteState, type PaletteState, type SectionOrder } from '@/lib/mock-tests/sections';
import { ExamBar } from './exam-bar';
import { Palette, PaletteLegend } from './palette';
import { QuestionPane, type ExamPassage, type ExamQuestion } from './question-pane';
import { SectionChooser } from './section-chooser';
import { SubmitDialog } from './submit-dialog';
import { useAnswerQueue } from './use-answer-queue';
import { useCountdown } from './use-countdown';

interface Saved {
  answer: string | null;
  marked: boolean;
}

export interface TestScreenProps {
  attemptId: string;
  title: string;
  order: SectionOrder;
  calculator: boolean;
  sections: { name: string; minutes: number | null }[];
  questions: ExamQuestion[];
  questionText: Record<string, ReactNode>;
  passages: Record<string, ExamPassage>;
  saved: Record<string, Saved>;
  clock: AttemptClock;
}

const MAX_SECONDS = 3600;

/**
 * The CBT screen. The server owns the clock and the record: every answer goes through the queue (saved on this
 * device until the server has it), every section change and submission through a server action that answers with
 * the server's clock. This component keeps only what is on screen: the question, the draft answer, the palette.
 */
export function TestScreen(props: TestScreenProps) {
  const { attemptId, order, questions } = props;
  const router = useRouter();
  const [clock, setClock] = useState(props.clock);
  const [saved, setSaved] = useState<Record<string, Saved>>(props.saved);
  const [visited, setVisited] = useState<Set<string>>(() => new Set(Object.keys(props.saved)));
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<'section' | 'test' | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewSection, setViewSection] = useState(() => clock.openSection ?? props.sections[0]?.name ?? '');

  const activeSection = order === 'free' ? viewSection : (clock.openSection ?? '');
  const sectionQuestions = useMemo(() => questions.filter((q) => q.section === activeSection), [questions, activeSection]);
  const [currentId, setCurrentId] = useState(() => sectionQuestions[0]?.id ?? questions[0]?.id ?? '');
  const [draft, setDraft] = useState<string | null>(() => props.saved[currentId]?.answer ?? null);
  const enteredAt = useRef(0);
  useEffect(() => {
    enteredAt.current = Date.now();
  }, [currentId]);

  const applyClock = useCallback(
    (next: AttemptClock) => {
      if (next.status === 'submitted') {
        router.replace(`/mock-tests/attempts/${attemptId}/result`);
        return;
      }
      setClock((previous) => {
        if (next.openSection && next.openSection !== previous.openSection) {
          const first = questions.find((q) => q.section === next.openSection);
          if (first) {
            setCurrentId(first.id);
            setDraft(null);
          }
          setNotice(
            previous.openSection
              ? `${previous.openSection} is over. ${next.openSection} has started.`
              : `${next.openSection} has started.`,
          );
        }
        return next;
      });
    },
    [attemptId, questions, router],
  );

  const queue = useAnswerQueue(attemptId, {
    onClock: applyClock,
    onRefused: (entry: QueuedAnswer, message: string) => {
      const number = questions.find((q) => q.id === entry.questionId)?.number;
      setError(`Question ${number ?? ''}: ${message}`);
    },
  });

  // Answers still queued from before a reload are what the candidate last chose: show those.
  useEffect(() => {
    if (!queue.loaded || queue.queue.length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored queue is known only after hydration
    setSaved((s) => {
      const next = { ...s };
      for (const q of queue.queue) next[q.questionId] = { answer: q.answer, marked: q.marked };
      return next;
    });
    // Only the queue found at load: later entries are already in `saved`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue.loaded]);

  const refreshClock = useCallback(async () => {
    const result = await readMockTestClock({ attemptId }).catch(() => null);
    if (result?.ok) applyClock(result.data);
  }, [applyClock, attemptId]);
  const seconds = useCountdown(clock.secondsLeft, refreshClock);
  // At zero the server decides what comes next; keep asking until it answers (the connection may be down).
  const waiting = seconds === 0 && clock.status === 'in_progress';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void refreshClock(), 5000);
    window.addEventListener('online', refreshClock);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', refreshClock);
    };
  }, [waiting, refreshClock]);

  const secondsOnQuestion = () => Math.min(MAX_SECONDS, Math.round((Date.now() - enteredAt.current) / 1000));
  const canWrite = clock.status === 'in_progress' && (order === 'free' || clock.openSection !== null);

  const record = (questionId: string, entry: Saved) => {
    setSaved((s) => ({ ...s, [questionId]: entry }));
    setVisited((v) => new Set(v).add(questionId));
    if (canWrite) queue.push({ questionId, ...entry, seconds: secondsOnQuestion() });
    enteredAt.current = Date.now();
  };

  const goTo = (id: string, leaving: 'visit' | 'none' = 'visit') => {
    // Leaving by the palette keeps the saved answer, not the draft (as on the exam), but the visit and its time count.
    if (leaving === 'visit' && currentId && canWrite) {
      const current = saved[currentId] ?? { answer: null, marked: false };
      record(currentId, current);
    }
    setCurrentId(id);
    setDraft(saved[id]?.answer ?? null);
    setVisited((v) => new Set(v).add(id));
    setError('');
  };

  const next = () => {
    const i = sectionQuestions.findIndex((q) => q.id === currentId);
    const following = sectionQuestions[i + 1] ?? sectionQuestions[0];
    if (following) goTo(following.id, 'none');
  };

  const saveAndNext = (marked: boolean) => {
    record(currentId, { answer: draft, marked });
    next();
  };

  const clearResponse = () => {
    setDraft(null);
    record(currentId, { answer: null, marked: saved[currentId]?.marked ?? false });
  };

  const stateOf = (id: string): PaletteState =>
    paletteState({
      visited: visited.has(id) || id === currentId,
      answered: Boolean(saved[id]?.answer),
      marked: Boolean(saved[id]?.marked),
    });

  const counts = useMemo(() => {
    const c: Record<PaletteState, number> = { not_visited: 0, not_answered: 0, answered: 0, marked: 0, answered_marked: 0 };
    for (const q of sectionQuestions) c[stateOf(q.id)] += 1;
    return c;
    // stateOf reads these three
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sectionQuestions, saved, visited, currentId]);

  const finish = async (what: 'section' | 'test') => {
    setBusy(true);
    setError('');
    const sent = await queue.flush();
    if (!sent) {
      setBusy(false);
      setError("You're offline. Your answers are kept on this device; submit again when the connection returns.");
      return;
    }
    const action = what === 'test' || order === 'free' ? submitMockTest : submitMockTestSection;
    const result = await action({ attemptId, section: activeSection }).catch(() => null);
    setBusy(false);
    setConfirming(null);
    if (!result) setError("You're offline. Submit again when the connection returns.");
    else if (!result.ok) setError(result.message);
    else applyClock(result.data);
  };

  const chooseSection = async (section: string) => {
    setBusy(true);
    const result = await startMockTestSection({ attemptId, section }).catch(() => null);
    setBusy(false);
    if (!result) setError("You're offline. Choose again when the connection returns.");
    else if (!result.ok) setError(result.message);
    else applyClock(result.data);
  };

  const current = questions.find((q) => q.id === currentId) ?? sectionQuestions[0];
  const lastSection = order === 'free' || clock.closedSections.length + 1 >= props.sections.length;
  const waitingForChoice = order !== 'free' && !clock.openSection && clock.choices.length > 0;

  return (
    <div className="flex flex-1 flex-col">
      <ExamBar
        title={props.title}
        sections={props.sections.map((s) => s.name)}
        order={order}
        activeSection={activeSection}
        closedSections={clock.closedSections}
        onSection={(name) => {
          setViewSection(name);
          const first = questions.find((q) => q.section === name);
          if (first) goTo(first.id);
        }}
        seconds={seconds}
        sync={queue.status}
        pending={queue.queue.length}
        calculator={props.calculator}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="mx-4 mt-3 rounded-lg border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {waitingForChoice ? (
        <SectionChooser choices={clock.choices} sections={props.sections} busy={busy} onChoose={chooseSection} />
      ) : current ? (
        <div className="grid flex-1 gap-4 p-3 sm:p-4 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0">
            <QuestionPane
              question={current}
              text={props.questionText[current.id]}
              passage={current.passageId ? (props.passages[current.passageId] ?? null) : null}
              draft={draft}
              onDraft={setDraft}
              disabled={!canWrite}
            />
            <div className="mt-4 flex flex-wrap gap-2">
              <button type="button" className="btn-secondary" onClick={() => saveAndNext(true)} disabled={!canWrite}>
                Mark for Review &amp; Next
              </button>
              <button type="button" className="btn-secondary" onClick={clearResponse} disabled={!canWrite}>
                Clear Response
              </button>
              <button type="button" className="btn-primary sm:ml-auto" onClick={() => saveAndNext(false)} disabled={!canWrite}>
                Save &amp; Next
              </button>
            </div>
          </div>
          <aside
            aria-label="Question palette and submission"
            className="space-y-4 rounded-xl border border-gray-200 bg-white p-4"
          >
            <h2 className="text-sm font-semibold text-brand-900">{activeSection}</h2>
            <Palette
              items={sectionQuestions.map((q) => ({ id: q.id, number: q.number, state: stateOf(q.id) }))}
              currentId={currentId}
              onGo={(id) => goTo(id)}
              label={`Questions of ${activeSection}`}
            />
            <PaletteLegend counts={counts} />
            <button
              type="button"
              className="btn w-full border border-brand-700 text-brand-800"
              onClick={() => setConfirming(lastSection ? 'test' : 'section')}
              disabled={busy || clock.status !== 'in_progress'}
            >
              {lastSection ? 'Submit test' : `Submit ${activeSection}`}
            </button>
          </aside>
        </div>
      ) : null}
      {confirming ? (
        <SubmitDialog
          what={confirming}
          section={activeSection}
          counts={counts}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void finish(confirming)}
        />
      ) : null}
    </div>
  );
}

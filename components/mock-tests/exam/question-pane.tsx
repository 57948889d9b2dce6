'use client';

import type { ReactNode } from 'react';
import type { PassageKind } from '@/lib/data/mock-tests/paper';
import type { QuestionType } from '@/lib/mock-tests/scoring';

export interface ExamQuestion {
  id: string;
  number: number;
  section: string;
  type: QuestionType;
  options: { key: string; text: string }[];
  passageId: string | null;
}

export interface ExamPassage {
  title: string;
  kind: PassageKind;
  body: ReactNode;
}

/**
 * One question, with its passage or DI/LR set beside it on wide screens and above it on a phone. The choice here
 * is a draft: it reaches the server with Save & Next or Mark for Review & Next, as on the exam.
 */
export function QuestionPane({
  question,
  text,
  passage,
  draft,
  onDraft,
  disabled,
}: {
  question: ExamQuestion;
  text: ReactNode;
  passage: ExamPassage | null;
  draft: string | null;
  onDraft: (value: string | null) => void;
  disabled: boolean;
}) {
  const answerArea =
    question.type === 'mcq' ? (
      <fieldset className="mt-4" disabled={disabled}>
        <legend className="sr-only">Options for question {question.number}</legend>
        <ul className="space-y-2">
          {question.options.map((option) => {
            const id = `q${question.id}-${option.key}`;
            const checked = draft === option.key;
            return (
              <li key={option.key}>
                <label
                  htmlFor={id}
                  className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border p-3 text-base ${
                    checked ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white hover:border-brand-400'
                  }`}
                >
                  <input
                    id={id}
                    type="radio"
                    name={`answer-${question.id}`}
                    value={option.key}
                    checked={checked}
                    onChange={() => onDraft(option.key)}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold">{option.key}.</span> {option.text}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    ) : (
      <div className="mt-4">
        <label htmlFor={`tita-${question.id}`} className="block text-sm font-medium text-gray-900">
          Your answer (type a number)
        </label>
        <input
          id={`tita-${question.id}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          disabled={disabled}
          value={draft ?? ''}
          onChange={(e) => {
            // Digits, one leading minus and one point: what a TITA answer can be.
            const value = e.target.value
              .replace(/[^0-9.-]/g, '')
              .replace(/(?!^)-/g, '')
              .replace(/(\..*)\./g, '$1');
            onDraft(value === '' ? null : value);
          }}
          className="mt-1 min-h-11 w-48 rounded-lg border border-gray-400 bg-white px-3 text-lg tabular-nums"
        />
      </div>
    );

  return (
    <div className={passage ? 'grid gap-4 lg:grid-cols-2' : ''}>
      {passage ? (
        <section
          aria-label={`${passage.kind === 'set' ? 'Set' : 'Passage'}: ${passage.title}`}
          // It scrolls on its own: focusable so a keyboard can scroll it too.
          tabIndex={0}
          // Beside the question a set's table drops the blog's minimum width, so a DILR table fits its half whole;
          // on a phone it keeps it and scrolls sideways inside its own box, with a shadow at the edge that does.
          className="max-h-[45dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4 lg:max-h-[calc(100dvh-12rem)] lg:[&_table]:min-w-0"
        >
          <h2 className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
            {passage.kind === 'set' ? 'Set' : 'Passage'}: {passage.title}
          </h2>
          <div className="[&_p]:my-2 [&_p]:text-base [&>div]:text-base">{passage.body}</div>
        </section>
      ) : null}
      <section aria-labelledby={`question-${question.id}-heading`} className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id={`question-${question.id}-heading`} className="text-base font-semibold text-brand-900">
          Question {question.number}
          <span className="ml-2 text-sm font-normal text-gray-600">
            {question.type === 'tita' ? 'Type in the answer' : 'Multiple choice'}
          </span>
        </h2>
        <div className="[&_p]:my-2 [&>div]:text-base">{text}</div>
        {answerArea}
      </section>
    </div>
  );
}

import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { slugify } from '@/lib/content/slug';
import {
  availableMockTestSlug,
  DELETE_REFUSED_MESSAGE,
  getMockTestForAdmin,
  insertMockTest,
  setMockTestPublished,
  storedSections,
  updateMockTest,
  type MockTestWrite,
} from '@/lib/data/mock-tests/admin';
import {
  deletePassage,
  deleteQuestion,
  hasSubmittedAttempts,
  listQuestionsForAdmin,
  questionPlace,
  savePassage,
  saveQuestion,
} from '@/lib/data/mock-tests/items-admin';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import {
  filledOptions,
  idInput,
  MOCK_TEST_MESSAGES,
  mockTestInput,
  mockTestUpdateInput,
  passageInput,
  questionInput,
  type MockTestValues,
} from './admin-schema';
import { publishProblems, publishRefusal } from './publish-rules';

/*
 * Authoring mock tests: each form's values checked by admin-schema.ts, then the content-manager capability, then
 * writes with the editor's own client, so row-level security refuses the same people. Publishing (cache tags)
 * happens in the 'use server' binding, which runs inside Next.
 */

/** A change to one test's questions or passages also names the test, for the page to return to. */
export interface TestItemChange extends ContentChange {
  testId: string;
}

function testRow(values: MockTestValues, slug: string): MockTestWrite {
  const { section, slug: _slug, price, ...columns } = values;
  return { ...columns, slug, price: values.is_free ? 0 : (price ?? 0), sections: section };
}

async function slugFor(client: TypedClient, values: MockTestValues, excludeId?: string): Promise<string> {
  if (values.slug) return values.slug;
  const base = slugify(values.title);
  if (!base) throw new DataError('VALIDATION', 'Enter a slug: the title has no letters or digits to make one from.');
  return availableMockTestSlug(client, base, excludeId);
}

async function testOf(client: TypedClient, id: string) {
  const test = await getMockTestForAdmin(client, id);
  if (!test) throw new DataError('NOT_FOUND', 'The mock test no longer exists.');
  return test;
}

/** The test's sections must include the one a passage or question is filed under. */
function checkSection(sections: string[], section: string) {
  if (!sections.includes(section)) {
    throw new DataError('VALIDATION', MOCK_TEST_MESSAGES.section);
  }
}

export function mockTestAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    create: editor({ name: 'mockTests.create', input: mockTestInput }, async (input, { client }): Promise<ContentChange> => {
      const values = input as MockTestValues;
      const saved = await insertMockTest(client, testRow(values, await slugFor(client, values)));
      return { message: `${values.title} created.`, id: saved.id, slug: saved.slug };
    }),

    update: editor(
      { name: 'mockTests.update', input: mockTestUpdateInput },
      async (input, { client }): Promise<ContentChange> => {
        const { id, ...rest } = input;
        const values = rest as MockTestValues;
        const saved = await updateMockTest(client, id, testRow(values, await slugFor(client, values, id)));
        return { message: `${values.title} saved.`, id: saved.id, slug: saved.slug };
      },
    ),

    publish: editor({ name: 'mockTests.publish', input: idInput }, async ({ id }, { client }): Promise<ContentChange> => {
      const test = await testOf(client, id);
      const questions = await listQuestionsForAdmin(client, id);
      const problems = publishProblems(
        storedSections(test.sections).map((s) => s.name),
        questions.map((q) => ({ ...q, optionKeys: q.options.map((o) => o.key) })),
      );
      if (problems.length) throw new DataError('VALIDATION', publishRefusal(problems));
      const title = await setMockTestPublished(client, id, true);
      return { message: `${title} is published.`, id, slug: test.slug };
    }),

    unpublish: editor({ name: 'mockTests.unpublish', input: idInput }, async ({ id }, { client }): Promise<ContentChange> => {
      const title = await setMockTestPublished(client, id, false);
      return { message: `${title} is now a draft.`, id };
    }),

    savePassage: editor(
      { name: 'mockTests.savePassage', input: passageInput },
      async (values, { client }): Promise<TestItemChange> => {
        const test = await testOf(client, values.mock_test_id);
        checkSection(
          storedSections(test.sections).map((s) => s.name),
          values.section,
        );
        const id = await savePassage(client, test.id, values.id, {
          section: values.section,
          kind: values.kind,
          title: values.title,
          body: values.body,
        });
        return { message: `${values.title} saved.`, id, testId: test.id };
      },
    ),

    removePassage: editor(
      { name: 'mockTests.removePassage', input: idInput },
      async ({ id }, { client }): Promise<TestItemChange> => {
        const { title, testId } = await deletePassage(client, id);
        return { message: `${title} deleted; its questions now stand alone.`, id, testId };
      },
    ),

    saveQuestion: editor(
      { name: 'mockTests.saveQuestion', input: questionInput },
      async (values, { client }): Promise<TestItemChange> => {
        const test = await testOf(client, values.mock_test_id);
        checkSection(
          storedSections(test.sections).map((s) => s.name),
          values.section,
        );
        if (test.is_published && (!values.correct_answer || !values.explanation)) {
          throw new DataError(
            'VALIDATION',
            !values.correct_answer ? MOCK_TEST_MESSAGES.answerRequired : MOCK_TEST_MESSAGES.explanationRequired,
          );
        }
        const id = await saveQuestion(client, test.id, values.id, {
          section: values.section,
          question_type: values.question_type,
          passage_id: values.passage_id,
          question_text: values.question_text,
          options: filledOptions(values),
          topic: values.topic,
          difficulty: values.difficulty,
          correct_answer: values.correct_answer,
          explanation: values.explanation,
        });
        return { message: values.id ? 'Question saved.' : 'Question added.', id, testId: test.id };
      },
    ),

    removeQuestion: editor(
      { name: 'mockTests.removeQuestion', input: idInput },
      async ({ id }, { client }): Promise<TestItemChange> => {
        const place = await questionPlace(client, id);
        if (!place) throw new DataError('NOT_FOUND', 'The question no longer exists.');
        if (await hasSubmittedAttempts(client, place.testId)) throw new DataError('CONFLICT', DELETE_REFUSED_MESSAGE);
        const test = await testOf(client, place.testId);
        const left = storedSections(test.sections).find((s) => s.name === place.section)?.questions ?? 0;
        if (test.is_published && left <= 1) {
          throw new DataError(
            'CONFLICT',
            `This is the last question of “${place.section}” in a published test: unpublish the test first.`,
          );
        }
        const { number, testId } = await deleteQuestion(client, id);
        return { message: `Question ${number} deleted; the questions after it moved up.`, id, testId };
      },
    ),
  };
}

export type MockTestAdminActions = ReturnType<typeof mockTestAdminActions>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideDocumentCheck,
  documentViewUrl,
  listMyDocumentChecks,
  listPendingDocumentChecks,
  listUndeletedDocuments,
  removeDecidedDocument,
  submitDocumentCheck,
  withdrawDocumentCheck,
} from '@/lib/data/reviews/documents';
import { revokeReviewTie } from '@/lib/data/reviews/moderation';
import { myTieTo } from '@/lib/data/reviews/verifications';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { REVIEW_DOCUMENTS_BUCKET } from '@/lib/reviews/verification-input';
import { refusal } from './support/community';
import { startReviewsWorld, type Client, type Person, type ReviewsWorld } from './support/reviews';

// Proving a tie with an ID card or offer letter (20261205000100_review_ties.sql), through lib/data and supabase-js:
// the file goes to the private review-documents bucket, which only its uploader and review moderators
// (community_mod, super_admin) read — not a visitor, another member, a counsellor or an editor; a moderator's
// decision records the tie (or the reason for refusing) and the file is deleted.

let world: ReviewsWorld;
let member: Person;
let other: Person;
let counselor: Person;
let editor: Person;
let moderator: Person;
let superAdmin: Person;

beforeAll(async () => {
  world = await startReviewsWorld();
  [member, other, counselor, editor, moderator, superAdmin] = await Promise.all([
    world.person(),
    world.person(),
    world.person('counselor'),
    world.person('editor'),
    world.person('community_mod'),
    world.person('super_admin'),
  ]);
}, 120_000);
afterAll(() => world?.stack.stop());

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const idCard = () => new Blob([PNG], { type: 'image/png' });
const pdf = () => new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' });

/** A new member's document for a new college (a member sends five a day at most). */
async function submitted(file: Blob = idCard(), owner?: Person) {
  const person = owner ?? (await world.person());
  const college = await world.college();
  const check = await submitDocumentCheck(
    person.client,
    person.id,
    { collegeId: college.id, kind: 'student', documentKind: 'id_card' },
    file,
  );
  return { person, college, check };
}

const download = (client: Client, path: string) => client.storage.from(REVIEW_DOCUMENTS_BUCKET).download(path);

const events = async (checkId: string) =>
  (
    await world.stack.db.query<{ action: string; actor_id: string; reason: string | null; tie_id: string | null }>(
      'select action, actor_id, reason, tie_id from public.review_moderation_events where document_check_id = $1 order by id',
      [checkId],
    )
  ).rows;

describe('an uploaded document', () => {
  it("is stored in the member's own folder of the private bucket, with a check waiting", async () => {
    const { person, college, check } = await submitted();
    expect(check).toMatchObject({ collegeId: college.id, status: 'pending', claimedKind: 'student', documentKind: 'id_card' });
    expect(check.storagePath).toMatch(new RegExp(`^${person.id}/[0-9a-f-]{36}\\.png$`));
    expect(await world.stored(check.storagePath)).toBe(true);
    expect((await listMyDocumentChecks(person.client, person.id)).map((c) => c.id)).toContain(check.id);
    const { rows } = await world.stack.db.query('select public from storage.buckets where id = $1', [REVIEW_DOCUMENTS_BUCKET]);
    expect(rows).toEqual([{ public: false }]);
  });

  it('is read by its uploader and by review moderators', async () => {
    const { person, check } = await submitted(pdf());
    for (const reader of [person, moderator, superAdmin]) {
      const { data, error } = await download(reader.client, check.storagePath);
      expect(error, reader.email).toBeNull();
      expect(await data!.text()).toContain('%PDF-1.4');
    }
    const url = await documentViewUrl(moderator.client, check.storagePath);
    expect((await fetch(url)).status).toBe(200);
    expect((await listPendingDocumentChecks(moderator.client)).map((c) => c.id)).toContain(check.id);
  });

  it('is refused to a visitor, another member, a counsellor and an editor', async () => {
    const { person, check } = await submitted();
    for (const client of [world.anon, other.client, counselor.client, editor.client]) {
      expect((await download(client, check.storagePath)).data).toBeNull();
      expect((await client.storage.from(REVIEW_DOCUMENTS_BUCKET).createSignedUrl(check.storagePath, 60)).data).toBeNull();
      const listed = await client.storage.from(REVIEW_DOCUMENTS_BUCKET).list(person.id);
      expect(listed.data ?? []).toEqual([]);
    }
    // Nor is it on a public address.
    const publicUrl = world.anon.storage.from(REVIEW_DOCUMENTS_BUCKET).getPublicUrl(check.storagePath).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);
    for (const client of [other.client, counselor.client, editor.client]) {
      expect((await listPendingDocumentChecks(client)).map((c) => c.id)).not.toContain(check.id);
    }
  });

  it("cannot be put in another member's folder, nor a check asked for a file that is not one's own", async () => {
    const { person, college, check } = await submitted();
    const upload = await other.client.storage
      .from(REVIEW_DOCUMENTS_BUCKET)
      .upload(`${person.id}/planted.png`, idCard(), { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    expect(
      (await world.anon.storage.from(REVIEW_DOCUMENTS_BUCKET).upload(`${person.id}/anon.png`, idCard())).error,
    ).not.toBeNull();

    const forged = await other.client.from('review_document_checks').insert({
      user_id: other.id,
      college_id: college.id,
      document_kind: 'id_card',
      claimed_kind: 'student',
      storage_path: check.storagePath,
    });
    expect(forged.error?.code).toMatch(/^(42501|23514)$/);
    const missing = await other.client.from('review_document_checks').insert({
      user_id: other.id,
      college_id: college.id,
      document_kind: 'id_card',
      claimed_kind: 'student',
      storage_path: `${other.id}/never-uploaded.png`,
    });
    expect(missing.error?.code).toBe('42501');
  });

  it('takes one check per college at a time, and deletes the file of a refused second one', async () => {
    const { person, college } = await submitted();
    const before = (
      await world.stack.db.query('select count(*)::int as n from storage.objects where name like $1', [`${person.id}/%`])
    ).rows[0].n;
    const message = await refusal(
      submitDocumentCheck(
        person.client,
        person.id,
        { collegeId: college.id, kind: 'alumnus', documentKind: 'offer_letter' },
        pdf(),
      ),
    );
    expect(message).toBe(REVIEW_MESSAGES.documentPending);
    const after = (
      await world.stack.db.query('select count(*)::int as n from storage.objects where name like $1', [`${person.id}/%`])
    ).rows[0].n;
    expect(after).toBe(before);
  });

  it('is refused when it is not a photo or PDF, before anything is stored', async () => {
    const college = await world.college();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(
      await refusal(
        submitDocumentCheck(member.client, member.id, { collegeId: college.id, kind: 'student', documentKind: 'id_card' }, svg),
      ),
    ).toBe('Choose a JPEG, PNG or WebP photo, or a PDF.');
  });

  it('is limited to five checks a member a day', async () => {
    const person = await world.person();
    for (let i = 0; i < 5; i++) await submitted(idCard(), person);
    const college = await world.college();
    const request = { collegeId: college.id, kind: 'student', documentKind: 'id_card' } as const;
    expect(await refusal(submitDocumentCheck(person.client, person.id, request, idCard()))).toBe(
      REVIEW_MESSAGES.documentRateLimited,
    );
  });

  it('is withdrawn by its uploader while waiting, file and all', async () => {
    const { person, check } = await submitted();
    await withdrawDocumentCheck(person.client, person.id, check.id);
    expect(await world.stored(check.storagePath)).toBe(false);
    expect(await listMyDocumentChecks(person.client, person.id)).not.toContainEqual(expect.objectContaining({ id: check.id }));
    expect(await refusal(withdrawDocumentCheck(other.client, other.id, check.id))).toBe(REVIEW_MESSAGES.documentGone);
  });
});

describe("a moderator's decision", () => {
  it('verifies the member as a student or alumnus, records it, and deletes the file', async () => {
    const { person, college, check } = await submitted();
    await decideDocumentCheck(moderator.client, check.id, 'alumnus');
    expect(await world.stored(check.storagePath)).toBe(false);
    const tie = await myTieTo(person.client, person.id, college.id);
    expect(tie).toMatchObject({ kind: 'alumnus', method: 'document', emailDomain: null });
    const [mine] = (await listMyDocumentChecks(person.client, person.id)).filter((c) => c.id === check.id);
    expect(mine).toMatchObject({ status: 'verified', verifiedKind: 'alumnus', refusalReason: null });
    expect(mine.fileRemovedAt).not.toBeNull();
    expect(await events(check.id)).toEqual([
      { action: 'verify_document', actor_id: moderator.id, reason: null, tie_id: tie!.id },
    ]);
    // The moderator can no longer read what is gone.
    expect((await download(moderator.client, check.storagePath)).data).toBeNull();
  });

  it('refuses with a reason the member reads, deletes the file, and records no tie', async () => {
    const { person, college, check } = await submitted();
    expect(await refusal(decideDocumentCheck(superAdmin.client, check.id, 'refused'))).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(await world.stored(check.storagePath)).toBe(true);
    await decideDocumentCheck(superAdmin.client, check.id, 'refused', 'The name on the card is not legible');
    expect(await world.stored(check.storagePath)).toBe(false);
    expect(await myTieTo(person.client, person.id, college.id)).toBeNull();
    const [mine] = (await listMyDocumentChecks(person.client, person.id)).filter((c) => c.id === check.id);
    expect(mine).toMatchObject({ status: 'refused', refusalReason: 'The name on the card is not legible' });
    expect(await events(check.id)).toEqual([
      { action: 'refuse_document', actor_id: superAdmin.id, reason: 'The name on the card is not legible', tie_id: null },
    ]);
  });

  it('is made once, by a review moderator, never on their own document', async () => {
    const { check } = await submitted();
    for (const person of [member, other, counselor, editor]) {
      expect(await refusal(decideDocumentCheck(person.client, check.id, 'student'))).toBe(REVIEW_MESSAGES.notModerator);
    }
    const own = await submitted(idCard(), moderator);
    expect(await refusal(decideDocumentCheck(moderator.client, own.check.id, 'student'))).toBe(REVIEW_MESSAGES.ownDocument);
    await decideDocumentCheck(moderator.client, check.id, 'student');
    expect(await refusal(decideDocumentCheck(superAdmin.client, check.id, 'refused', 'Second thoughts'))).toBe(
      REVIEW_MESSAGES.documentDecided,
    );
  });

  it('lists a decided document whose file is still stored, and deletes it on a second try', async () => {
    const { check } = await submitted();
    // As if the deletion after the decision had failed: decided in the database, the file still there.
    await world.stack.db.query(
      `update public.review_document_checks set status = 'refused', refusal_reason = 'Blurred', decided_at = now() where id = $1`,
      [check.id],
    );
    expect((await listUndeletedDocuments(moderator.client)).map((c) => c.id)).toContain(check.id);
    expect(await listUndeletedDocuments(other.client)).toEqual([]);
    await removeDecidedDocument(moderator.client, check.id);
    expect(await world.stored(check.storagePath)).toBe(false);
    expect((await listUndeletedDocuments(moderator.client)).map((c) => c.id)).not.toContain(check.id);
  });
});

describe('a tie', () => {
  it('is withdrawn by a review moderator with a reason, and by nobody else', async () => {
    const college = await world.college();
    const tieId = await world.tie(other.id, college.id);
    for (const person of [other, counselor, editor]) {
      expect(await refusal(revokeReviewTie(person.client, tieId, 'Forged card'))).toBe(REVIEW_MESSAGES.notModerator);
    }
    expect(await refusal(revokeReviewTie(moderator.client, tieId, ''))).toBe(REVIEW_MESSAGES.reasonRequired);
    await revokeReviewTie(moderator.client, tieId, 'Forged card');
    expect(await myTieTo(other.client, other.id, college.id)).toBeNull();
    const { rows } = await world.stack.db.query(
      'select action, reason, actor_id from public.review_moderation_events where tie_id = $1',
      [tieId],
    );
    expect(rows).toEqual([{ action: 'revoke_tie', reason: 'Forged card', actor_id: moderator.id }]);
  });
});

/*
 * Every way in from outside, as data: the server actions ('use server' exports), the route handlers and the
 * pages. tests/unit/hostile-inventory.test.ts compares these lists with the tree, so a new action, route or page
 * fails the suite until it is listed here — and listing it puts it under the hostile-input tests:
 * - each server action names the action-factory entry the integration tests drive with hostile input, and the
 *   test file that does (the inventory test checks that file names the entry);
 * - each route handler and page is probed by tests/e2e/hostile-routes.spec.ts with hostile path segments and
 *   query strings.
 */

export interface ServerActionEntry {
  /** The pure action the 'use server' export runs, as `factory.key` (null: the export has no input at all). */
  action: string;
  /** The test file that sends it hostile input. */
  test: string;
}

const PUBLIC_TEST = 'tests/integration/hostile-public-actions.test.ts';
const CONTENT_TEST = 'tests/integration/hostile-content-actions.test.ts';
const STAFF_TEST = 'tests/integration/hostile-staff-actions.test.ts';
const MOCK_TEST_AUTHORING_TEST = 'tests/integration/hostile-mock-test-actions.test.ts';
const COMMUNITY_ADMIN_TEST = 'tests/integration/hostile-community-admin-actions.test.ts';
const COMMUNITY_POSTING_TEST = 'tests/integration/hostile-community-actions.test.ts';
const DECISION_DATA_TEST = 'tests/integration/hostile-decision-data-actions.test.ts';
const COST_TEST = 'tests/integration/hostile-cost-actions.test.ts';

const EXAM_CALENDAR_TEST = 'tests/integration/hostile-exam-calendar-actions.test.ts';
const UNSUBSCRIBE_TEST = 'tests/integration/hostile-unsubscribe-actions.test.ts';
const NEWSLETTER_CAMPAIGN_TEST = 'tests/integration/hostile-newsletter-campaign-actions.test.ts';
const EMAIL_ADMIN_TEST = 'tests/integration/hostile-email-admin-actions.test.ts';
const REVIEWS_TEST = 'tests/integration/hostile-review-actions.test.ts';

const entry = (action: string, test: string): ServerActionEntry => ({ action, test });

/** 'use server' file → export → what covers it. */
export const SERVER_ACTIONS: Record<string, Record<string, ServerActionEntry>> = {
  'lib/blog/blog.actions.ts': { countBlogView: entry('blogViewCount', PUBLIC_TEST) },
  'lib/contact/contact.actions.ts': { submitEnquiryForm: entry('enquirySubmission', PUBLIC_TEST) },
  'lib/compare/compare.actions.ts': {
    saveComparison: entry('compareActions.save', PUBLIC_TEST),
    removeSavedComparison: entry('compareActions.remove', PUBLIC_TEST),
  },
  'lib/exam-calendar/exam-calendar.actions.ts': {
    myExamReminders: entry('examReminderActions.mine', EXAM_CALENDAR_TEST),
    setExamReminder: entry('examReminderActions.set', EXAM_CALENDAR_TEST),
  },
  'lib/newsletter/newsletter.actions.ts': { subscribeToNewsletter: entry('newsletterSubscription', PUBLIC_TEST) },
  'lib/newsletter/campaign-admin.actions.ts': {
    createCampaignDraft: entry('newsletterCampaignActions.create', NEWSLETTER_CAMPAIGN_TEST),
    updateCampaignDraft: entry('newsletterCampaignActions.update', NEWSLETTER_CAMPAIGN_TEST),
    sendCampaignTest: entry('newsletterCampaignActions.sendTest', NEWSLETTER_CAMPAIGN_TEST),
    sendCampaign: entry('newsletterCampaignActions.send', NEWSLETTER_CAMPAIGN_TEST),
    deleteCampaignDraft: entry('newsletterCampaignActions.remove', NEWSLETTER_CAMPAIGN_TEST),
  },
  'lib/email/outbox-admin.actions.ts': {
    retryEmailMessage: entry('outboxAdminActions.retry', EMAIL_ADMIN_TEST),
    suppressEmailAddress: entry('outboxAdminActions.suppress', EMAIL_ADMIN_TEST),
    unsuppressEmailAddress: entry('outboxAdminActions.unsuppress', EMAIL_ADMIN_TEST),
  },
  'lib/my-data/my-data.actions.ts': {
    requestMyDataLink: entry('myDataActions.requestLink', PUBLIC_TEST),
    openMyDataLink: entry('myDataActions.openLink', PUBLIC_TEST),
    withdrawWithLink: entry('myDataActions.withdrawWithLink', PUBLIC_TEST),
    eraseWithLink: entry('myDataActions.eraseWithLink', PUBLIC_TEST),
    endMyDataSession: entry('myDataActions.endSession', PUBLIC_TEST),
  },
  'lib/community/community-unsubscribe.actions.ts': {
    unsubscribeFromReplies: entry(
      'communityUnsubscribeActions.unsubscribe',
      'tests/integration/hostile-community-unsubscribe.test.ts',
    ),
  },
  'lib/exam-calendar/reminder-unsubscribe.actions.ts': {
    stopExamReminders: entry('unsubscribePageActions.exam', UNSUBSCRIBE_TEST),
    stopCollegeReminders: entry('unsubscribePageActions.college', UNSUBSCRIBE_TEST),
  },
  'lib/newsletter/newsletter-unsubscribe.actions.ts': {
    unsubscribeFromNewsletter: entry('unsubscribePageActions.newsletter', UNSUBSCRIBE_TEST),
  },
  'lib/profile/profile.actions.ts': {
    saveProfile: entry('profileUpdate', PUBLIC_TEST),
    saveAvatar: entry('avatarActions.set', PUBLIC_TEST),
    removeAvatar: entry('avatarActions.remove', PUBLIC_TEST),
  },
  'lib/applications/applications.actions.ts': {
    trackCollege: entry('applicationActions.track', PUBLIC_TEST),
    saveApplication: entry('applicationActions.update', PUBLIC_TEST),
    removeTrackedCollege: entry('applicationActions.remove', PUBLIC_TEST),
  },
  'lib/my-data/my-data-member.actions.ts': {
    requestMemberLink: entry('myDataActions.requestMemberLink', PUBLIC_TEST),
    confirmMemberLink: entry('myDataActions.confirmMemberLink', PUBLIC_TEST),
    withdrawAsMember: entry('myDataActions.withdrawAsMember', PUBLIC_TEST),
    eraseAsMember: entry('myDataActions.eraseAsMember', PUBLIC_TEST),
  },
  'lib/mock-tests/mock-tests.actions.ts': {
    startMockTest: entry('mockTestActions.start', PUBLIC_TEST),
    startMockTestSection: entry('mockTestActions.startSection', PUBLIC_TEST),
    saveMockTestAnswer: entry('mockTestActions.save', PUBLIC_TEST),
    submitMockTestSection: entry('mockTestActions.submitSection', PUBLIC_TEST),
    submitMockTest: entry('mockTestActions.submit', PUBLIC_TEST),
    readMockTestClock: entry('mockTestActions.clock', PUBLIC_TEST),
    logMockTestMiss: entry('mockTestActions.logMiss', PUBLIC_TEST),
  },
  'lib/community/community.actions.ts': {
    createCommunityThread: entry('communityActions.createThread', COMMUNITY_POSTING_TEST),
    replyToThread: entry('communityActions.reply', COMMUNITY_POSTING_TEST),
    editCommunityPost: entry('communityActions.edit', COMMUNITY_POSTING_TEST),
    deleteOwnCommunityPost: entry('communityActions.remove', COMMUNITY_POSTING_TEST),
    voteOnCommunityPost: entry('communityActions.vote', COMMUNITY_POSTING_TEST),
    acceptCommunityAnswer: entry('communityActions.accept', COMMUNITY_POSTING_TEST),
    reportCommunityPost: entry('communityActions.report', COMMUNITY_POSTING_TEST),
    previewCommunityPost: entry('communityActions.preview', COMMUNITY_POSTING_TEST),
    loadThreadViewer: entry('communityActions.viewer', COMMUNITY_POSTING_TEST),
  },
  'lib/blog/blog-admin.actions.ts': {
    createPost: entry('blogAdminActions.create', CONTENT_TEST),
    updatePost: entry('blogAdminActions.update', CONTENT_TEST),
    deletePost: entry('blogAdminActions.remove', CONTENT_TEST),
  },
  'lib/predictor/predictor-admin.actions.ts': {
    saveCutoffLine: entry('cutoffLineAdminActions.save', DECISION_DATA_TEST),
    deleteCutoffLineForever: entry('cutoffLineAdminActions.remove', DECISION_DATA_TEST),
  },
  'lib/exam-calendar/exam-calendar-admin.actions.ts': {
    saveCalendarEntry: entry('calendarAdminActions.save', DECISION_DATA_TEST),
    markCalendarEntryVerifiedToday: entry('calendarAdminActions.verify', DECISION_DATA_TEST),
    deleteCalendarEntryForever: entry('calendarAdminActions.remove', DECISION_DATA_TEST),
  },
  'lib/colleges/colleges-admin.actions.ts': {
    saveCollege: entry('collegeAdminActions.create', CONTENT_TEST),
    deleteCollegeForever: entry('collegeAdminActions.remove', CONTENT_TEST),
  },
  'lib/colleges/placement-figures-admin.actions.ts': {
    savePlacementFigure: entry('placementFigureAdminActions.save', DECISION_DATA_TEST),
    deletePlacementFigureForever: entry('placementFigureAdminActions.remove', DECISION_DATA_TEST),
  },
  'lib/cost/living-costs.actions.ts': {
    saveLivingEstimate: entry('livingCostActions.saveEstimate', COST_TEST),
    deleteLivingEstimateForever: entry('livingCostActions.deleteEstimate', COST_TEST),
    saveLoanDefaults: entry('livingCostActions.saveLoanDefaults', COST_TEST),
  },
  'lib/exams/exams-admin.actions.ts': {
    createExam: entry('examAdminActions.create', CONTENT_TEST),
    updateExam: entry('examAdminActions.update', CONTENT_TEST),
    deleteExam: entry('examAdminActions.remove', CONTENT_TEST),
  },
  'lib/mock-tests/mock-tests-admin.actions.ts': {
    createMockTest: entry('mockTestAdminActions.create', MOCK_TEST_AUTHORING_TEST),
    updateMockTest: entry('mockTestAdminActions.update', MOCK_TEST_AUTHORING_TEST),
    publishMockTest: entry('mockTestAdminActions.publish', MOCK_TEST_AUTHORING_TEST),
    unpublishMockTest: entry('mockTestAdminActions.unpublish', MOCK_TEST_AUTHORING_TEST),
    saveMockTestPassage: entry('mockTestAdminActions.savePassage', MOCK_TEST_AUTHORING_TEST),
    deleteMockTestPassage: entry('mockTestAdminActions.removePassage', MOCK_TEST_AUTHORING_TEST),
    saveMockTestQuestion: entry('mockTestAdminActions.saveQuestion', MOCK_TEST_AUTHORING_TEST),
    deleteMockTestQuestion: entry('mockTestAdminActions.removeQuestion', MOCK_TEST_AUTHORING_TEST),
  },
  'lib/faq/faq-admin.actions.ts': {
    createFaqAction: entry('faqAdminActions.create', CONTENT_TEST),
    updateFaqAction: entry('faqAdminActions.update', CONTENT_TEST),
    deleteFaqAction: entry('faqAdminActions.remove', CONTENT_TEST),
    saveFaqOrderAction: entry('faqAdminActions.saveOrder', CONTENT_TEST),
  },
  'lib/scholarships/scholarships-admin.actions.ts': {
    createScholarship: entry('scholarshipAdminActions.create', CONTENT_TEST),
    updateScholarship: entry('scholarshipAdminActions.update', CONTENT_TEST),
    deleteScholarship: entry('scholarshipAdminActions.remove', CONTENT_TEST),
  },
  'lib/testimonials/testimonials-admin.actions.ts': {
    createTestimonialAction: entry('testimonialAdminActions.create', CONTENT_TEST),
    updateTestimonialAction: entry('testimonialAdminActions.update', CONTENT_TEST),
    deleteTestimonialAction: entry('testimonialAdminActions.remove', CONTENT_TEST),
  },
  'lib/video/video-admin.actions.ts': {
    createVideoAction: entry('videoAdminActions.create', CONTENT_TEST),
    updateVideoAction: entry('videoAdminActions.update', CONTENT_TEST),
    deleteVideoAction: entry('videoAdminActions.remove', CONTENT_TEST),
  },
  'lib/media/media.actions.ts': {
    recordUpload: entry('mediaActions.record', CONTENT_TEST),
    saveMediaDetails: entry('mediaActions.saveDetails', CONTENT_TEST),
    deleteMedia: entry('mediaActions.remove', CONTENT_TEST),
    browseMedia: entry('mediaActions.browse', CONTENT_TEST),
  },
  'lib/leads/leads.actions.ts': {
    changeLeadStatus: entry('leadActions.changeStatus', STAFF_TEST),
    assignLead: entry('leadActions.assign', STAFF_TEST),
    addNoteToLead: entry('leadActions.addNote', STAFF_TEST),
    logCallOnLead: entry('leadActions.logCall', STAFF_TEST),
    setLeadFollowUp: entry('leadActions.setFollowUp', STAFF_TEST),
    deleteLeadForever: entry('leadActions.deleteLead', STAFF_TEST),
    bulkChangeLeadStatus: entry('leadActions.bulkChangeStatus', STAFF_TEST),
    bulkAssignLeads: entry('leadActions.bulkAssign', STAFF_TEST),
  },
  'lib/community/community-admin.actions.ts': {
    hideCommunityPost: entry('communityAdminActions.hide', COMMUNITY_ADMIN_TEST),
    unhideCommunityPost: entry('communityAdminActions.unhide', COMMUNITY_ADMIN_TEST),
    approveCommunityPost: entry('communityAdminActions.approve', COMMUNITY_ADMIN_TEST),
    deleteCommunityPost: entry('communityAdminActions.remove', COMMUNITY_ADMIN_TEST),
    dismissCommunityReports: entry('communityAdminActions.dismissReports', COMMUNITY_ADMIN_TEST),
    lockCommunityThread: entry('communityAdminActions.lock', COMMUNITY_ADMIN_TEST),
    pinCommunityThread: entry('communityAdminActions.pin', COMMUNITY_ADMIN_TEST),
    moveCommunityThread: entry('communityAdminActions.move', COMMUNITY_ADMIN_TEST),
    suspendCommunityMember: entry('communityAdminActions.suspend', COMMUNITY_ADMIN_TEST),
    liftCommunitySuspension: entry('communityAdminActions.lift', COMMUNITY_ADMIN_TEST),
  },
  'lib/reviews/reviews.actions.ts': {
    requestReviewLink: entry('reviewActions.requestLink', REVIEWS_TEST),
    sendReviewDocument: entry('reviewActions.submitDocument', REVIEWS_TEST),
    withdrawReviewDocument: entry('reviewActions.withdrawDocument', REVIEWS_TEST),
    writeReview: entry('reviewActions.submit', REVIEWS_TEST),
    editOwnReview: entry('reviewActions.edit', REVIEWS_TEST),
    deleteOwnReviewAction: entry('reviewActions.remove', REVIEWS_TEST),
    reportCollegeReview: entry('reviewActions.report', REVIEWS_TEST),
    confirmReviewLink: entry('reviewActions.confirmLink', REVIEWS_TEST),
  },
  'lib/reviews/reviews-admin.actions.ts': {
    decideCollegeReview: entry('reviewAdminActions.decide', REVIEWS_TEST),
    deleteCollegeReview: entry('reviewAdminActions.remove', REVIEWS_TEST),
    decideReviewDocument: entry('reviewAdminActions.decideDocument', REVIEWS_TEST),
    removeReviewDocument: entry('reviewAdminActions.removeDocument', REVIEWS_TEST),
    decideCollegeReviewReport: entry('reviewAdminActions.decideReport', REVIEWS_TEST),
    hideReportedReview: entry('reviewAdminActions.hideReported', REVIEWS_TEST),
    addCollegeEmailDomain: entry('reviewAdminActions.addDomain', REVIEWS_TEST),
    removeCollegeEmailDomain: entry('reviewAdminActions.removeDomain', REVIEWS_TEST),
  },
  'lib/settings/settings.actions.ts': {
    saveContactSettings: entry('settingsActions.contact', STAFF_TEST),
    saveSocialSettings: entry('settingsActions.social', STAFF_TEST),
    saveStatsSettings: entry('settingsActions.stats', STAFF_TEST),
    saveAssignmentSettings: entry('settingsActions.assignment', STAFF_TEST),
    saveFeatureSettings: entry('settingsActions.features', STAFF_TEST),
  },
  'lib/users/users.actions.ts': {
    changeUserAccess: entry('userActions.changeAccess', STAFF_TEST),
    inviteStaff: entry('userActions.invite', STAFF_TEST),
    setUserDisabled: entry('userActions.setDisabled', STAFF_TEST),
  },
};

/** Who may reach a URL: the browser test signs in as a super admin for the back-office and as a member for /profile. */
export type Audience = 'public' | 'member' | 'staff';

export interface RouteEntry {
  /** The URL, with each dynamic segment written as in the file tree ('/colleges/[slug]'). */
  path: string;
  audience: Audience;
  /** A value the dynamic segment may hold, so query strings are probed on a page that exists. */
  sample?: string;
}

/** route.ts files (and the file conventions Next serves as routes) → their URL. */
export const ROUTE_HANDLERS: Record<string, RouteEntry> = {
  'app/auth/callback/complete/route.ts': { path: '/auth/callback/complete', audience: 'public' },
  'app/(site)/my-data/download/route.ts': { path: '/my-data/download', audience: 'public' },
  'app/(site)/profile/data/download/route.ts': { path: '/profile/data/download', audience: 'member' },
  'app/admin/(panel)/leads/export/route.ts': { path: '/admin/leads/export', audience: 'staff' },
  'app/admin/(panel)/reports/csv/[section]/route.ts': {
    path: '/admin/reports/csv/[section]',
    audience: 'staff',
    sample: 'sources',
  },
  'app/(site)/compare/og/route.tsx': { path: '/compare/og', audience: 'public' },
  'app/(site)/exams/calendar/[feed]/route.ts': { path: '/exams/calendar/[feed]', audience: 'public', sample: 'cat.ics' },
  // One sample for the first segment; the token stays '[token]', which the route refuses as malformed (400).
  'app/api/unsubscribe/[list]/[token]/route.ts': {
    path: '/api/unsubscribe/[list]/[token]',
    audience: 'public',
    sample: 'newsletter',
  },
  'app/api/email/events/route.ts': { path: '/api/email/events', audience: 'public' },
  'app/api/jobs/content-published/route.ts': { path: '/api/jobs/content-published', audience: 'public' },
  'app/api/health/route.ts': { path: '/api/health', audience: 'public' },
  'app/sitemap.ts': { path: '/sitemap.xml', audience: 'public' },
  'app/robots.ts': { path: '/robots.txt', audience: 'public' },
  'app/opengraph-image.tsx': { path: '/opengraph-image', audience: 'public' },
  'app/(site)/blog/[slug]/opengraph-image.tsx': {
    path: '/blog/[slug]/opengraph-image',
    audience: 'public',
    sample: 'cat-exam-pattern-explained',
  },
  'app/(site)/colleges/[slug]/opengraph-image.tsx': {
    path: '/colleges/[slug]/opengraph-image',
    audience: 'public',
    sample: 'iim-ahmedabad',
  },
};

const SEED_UUID = '00000000-0000-4000-8000-000000000000';
const site = (path: string, sample?: string): RouteEntry => ({ path, audience: 'public', sample });
const admin = (path: string, sample?: string): RouteEntry => ({ path, audience: 'staff', sample });

/** page.tsx files → their URL. */
export const PAGES: Record<string, RouteEntry> = {
  'app/(site)/page.tsx': site('/'),
  'app/(site)/[...missing]/page.tsx': site('/[...missing]', 'no/such/page'),
  'app/(site)/about/page.tsx': site('/about'),
  'app/(site)/blog/page.tsx': site('/blog'),
  'app/(site)/compare/page.tsx': site('/compare'),
  'app/(site)/predictor/page.tsx': site('/predictor'),
  'app/(site)/blog/[slug]/page.tsx': site('/blog/[slug]', 'cat-exam-pattern-explained'),
  'app/(site)/colleges/page.tsx': site('/colleges'),
  'app/(site)/colleges/[slug]/page.tsx': site('/colleges/[slug]', 'iim-ahmedabad'),
  'app/(site)/community/page.tsx': site('/community'),
  'app/(site)/community/unsubscribe/[token]/page.tsx': site('/community/unsubscribe/[token]', 'A'.repeat(32)),
  'app/(site)/community/[slug]/page.tsx': site(
    '/community/[slug]',
    'how-do-you-pick-dilr-sets-in-the-first-five-minutes-e0000000',
  ),
  'app/(site)/community/new/page.tsx': { path: '/community/new', audience: 'member' },
  'app/(site)/colleges/[slug]/review/page.tsx': { path: '/colleges/[slug]/review', audience: 'member', sample: 'iim-ahmedabad' },
  'app/(site)/reviews/verify/[token]/page.tsx': { path: '/reviews/verify/[token]', audience: 'member', sample: 'A'.repeat(43) },
  'app/(site)/contact/page.tsx': site('/contact'),
  'app/(site)/cookies/page.tsx': site('/cookies'),
  'app/(site)/exams/page.tsx': site('/exams'),
  'app/(site)/exams/[slug]/page.tsx': site('/exams/[slug]', 'cat'),
  'app/(site)/exams/calendar/page.tsx': site('/exams/calendar'),
  'app/(site)/exams/calendar/unsubscribe/[token]/page.tsx': site('/exams/calendar/unsubscribe/[token]', 'a'.repeat(32)),
  'app/(site)/exams/calendar/unsubscribe/college/[token]/page.tsx': site(
    '/exams/calendar/unsubscribe/college/[token]',
    'a'.repeat(32),
  ),
  'app/(site)/faq/page.tsx': site('/faq'),
  'app/(site)/newsletter/unsubscribe/[token]/page.tsx': site('/newsletter/unsubscribe/[token]', 'A'.repeat(32)),
  'app/(site)/mock-tests/page.tsx': site('/mock-tests'),
  'app/(site)/mock-tests/[slug]/page.tsx': site('/mock-tests/[slug]', 'cat-qa-sectional-1'),
  'app/(site)/mock-tests/attempts/[id]/result/page.tsx': {
    path: '/mock-tests/attempts/[id]/result',
    audience: 'member',
    sample: SEED_UUID,
  },
  'app/(exam)/mock-tests/attempts/[id]/page.tsx': { path: '/mock-tests/attempts/[id]', audience: 'member', sample: SEED_UUID },
  'app/(site)/my-data/page.tsx': site('/my-data'),
  'app/(site)/my-data/[token]/page.tsx': site('/my-data/[token]', 'a'.repeat(43)),
  'app/(site)/prelaunch/page.tsx': site('/prelaunch'),
  'app/(site)/previous-papers/page.tsx': site('/previous-papers'),
  'app/(site)/privacy/page.tsx': site('/privacy'),
  'app/(site)/profile/page.tsx': { path: '/profile', audience: 'member' },
  'app/(site)/profile/data/page.tsx': { path: '/profile/data', audience: 'member' },
  'app/(site)/profile/data/confirm/[token]/page.tsx': {
    path: '/profile/data/confirm/[token]',
    audience: 'member',
    sample: 'a'.repeat(43),
  },
  'app/(site)/profile/applications/page.tsx': { path: '/profile/applications', audience: 'member' },
  'app/(site)/reset-password/page.tsx': site('/reset-password'),
  'app/(site)/resources/page.tsx': site('/resources'),
  'app/(site)/scholarships/page.tsx': site('/scholarships'),
  'app/(site)/signin/page.tsx': site('/signin'),
  'app/(site)/terms/page.tsx': site('/terms'),
  'app/(site)/videos/page.tsx': site('/videos'),
  'app/auth/callback/page.tsx': site('/auth/callback'),
  'app/auth/invite/page.tsx': site('/auth/invite'),
  'app/admin/login/page.tsx': site('/admin/login'),
  'app/admin/(panel)/page.tsx': admin('/admin'),
  'app/admin/(panel)/appointments/page.tsx': admin('/admin/appointments'),
  'app/admin/(panel)/blogs/page.tsx': admin('/admin/blogs'),
  'app/admin/(panel)/blogs/new/page.tsx': admin('/admin/blogs/new'),
  'app/admin/(panel)/blogs/[id]/page.tsx': admin('/admin/blogs/[id]', SEED_UUID),
  'app/admin/(panel)/colleges/page.tsx': admin('/admin/colleges'),
  'app/admin/(panel)/colleges/new/page.tsx': admin('/admin/colleges/new'),
  'app/admin/(panel)/colleges/[id]/page.tsx': admin('/admin/colleges/[id]', SEED_UUID),
  'app/admin/(panel)/colleges/[id]/cutoffs/page.tsx': admin('/admin/colleges/[id]/cutoffs', SEED_UUID),
  'app/admin/(panel)/colleges/[id]/placements/page.tsx': admin('/admin/colleges/[id]/placements', SEED_UUID),
  'app/admin/(panel)/colleges/living-costs/page.tsx': admin('/admin/colleges/living-costs'),
  'app/admin/(panel)/community/page.tsx': admin('/admin/community'),
  'app/admin/(panel)/reviews/page.tsx': admin('/admin/reviews'),
  'app/admin/(panel)/community/threads/[id]/page.tsx': admin('/admin/community/threads/[id]', SEED_UUID),
  'app/admin/(panel)/exams/page.tsx': admin('/admin/exams'),
  'app/admin/(panel)/exams/new/page.tsx': admin('/admin/exams/new'),
  'app/admin/(panel)/exams/[id]/page.tsx': admin('/admin/exams/[id]', SEED_UUID),
  'app/admin/(panel)/exams/calendar/page.tsx': admin('/admin/exams/calendar'),
  'app/admin/(panel)/faqs/page.tsx': admin('/admin/faqs'),
  'app/admin/(panel)/faqs/new/page.tsx': admin('/admin/faqs/new'),
  'app/admin/(panel)/faqs/order/page.tsx': admin('/admin/faqs/order'),
  'app/admin/(panel)/faqs/[id]/page.tsx': admin('/admin/faqs/[id]', SEED_UUID),
  'app/admin/(panel)/leads/page.tsx': admin('/admin/leads'),
  'app/admin/(panel)/leads/follow-ups/page.tsx': admin('/admin/leads/follow-ups'),
  'app/admin/(panel)/leads/[id]/page.tsx': admin('/admin/leads/[id]', SEED_UUID),
  'app/admin/(panel)/media/page.tsx': admin('/admin/media'),
  'app/admin/(panel)/media/[id]/page.tsx': admin('/admin/media/[id]', SEED_UUID),
  'app/admin/(panel)/mock-tests/page.tsx': admin('/admin/mock-tests'),
  'app/admin/(panel)/mock-tests/new/page.tsx': admin('/admin/mock-tests/new'),
  'app/admin/(panel)/mock-tests/[id]/page.tsx': admin('/admin/mock-tests/[id]', SEED_UUID),
  'app/admin/(panel)/mock-tests/[id]/preview/page.tsx': admin('/admin/mock-tests/[id]/preview', SEED_UUID),
  'app/admin/(panel)/mock-tests/[id]/passages/new/page.tsx': admin('/admin/mock-tests/[id]/passages/new', SEED_UUID),
  'app/admin/(panel)/mock-tests/[id]/passages/[passageId]/page.tsx': admin(
    '/admin/mock-tests/[id]/passages/[passageId]',
    SEED_UUID,
  ),
  'app/admin/(panel)/mock-tests/[id]/questions/new/page.tsx': admin('/admin/mock-tests/[id]/questions/new', SEED_UUID),
  'app/admin/(panel)/mock-tests/[id]/questions/[questionId]/page.tsx': admin(
    '/admin/mock-tests/[id]/questions/[questionId]',
    SEED_UUID,
  ),
  'app/admin/(panel)/email/page.tsx': admin('/admin/email'),
  'app/admin/(panel)/newsletter/page.tsx': admin('/admin/newsletter'),
  'app/admin/(panel)/newsletter/new/page.tsx': admin('/admin/newsletter/new'),
  'app/admin/(panel)/newsletter/[id]/page.tsx': admin('/admin/newsletter/[id]', SEED_UUID),
  'app/admin/(panel)/payments/page.tsx': admin('/admin/payments'),
  'app/admin/(panel)/reports/page.tsx': admin('/admin/reports'),
  'app/admin/(panel)/scholarships/page.tsx': admin('/admin/scholarships'),
  'app/admin/(panel)/scholarships/new/page.tsx': admin('/admin/scholarships/new'),
  'app/admin/(panel)/scholarships/[id]/page.tsx': admin('/admin/scholarships/[id]', SEED_UUID),
  'app/admin/(panel)/seo/page.tsx': admin('/admin/seo'),
  'app/admin/(panel)/settings/page.tsx': admin('/admin/settings'),
  'app/admin/(panel)/testimonials/page.tsx': admin('/admin/testimonials'),
  'app/admin/(panel)/testimonials/new/page.tsx': admin('/admin/testimonials/new'),
  'app/admin/(panel)/testimonials/[id]/page.tsx': admin('/admin/testimonials/[id]', SEED_UUID),
  'app/admin/(panel)/users/page.tsx': admin('/admin/users'),
  'app/admin/(panel)/videos/page.tsx': admin('/admin/videos'),
  'app/admin/(panel)/videos/new/page.tsx': admin('/admin/videos/new'),
  'app/admin/(panel)/videos/[id]/page.tsx': admin('/admin/videos/[id]', SEED_UUID),
};

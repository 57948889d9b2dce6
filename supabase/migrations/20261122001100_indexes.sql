-- Indexes for the filters and orderings of spec §7, foreign keys that are joined or cascaded on, and
-- trigram indexes for the case-insensitive substring searches (ilike '%…%'), which a btree cannot serve.
-- Unique constraints (slugs, emails, favourites) already carry their own indexes.

-- colleges: ordered by rating desc; filters type and state (state keys ilike against location); search on
-- name or location.
create index colleges_rating_idx on public.colleges (rating desc nulls last, name);
create index colleges_type_rating_idx on public.colleges (type, rating desc nulls last);
create index colleges_state_idx on public.colleges (lower(state));
create index colleges_featured_idx on public.colleges (rating desc nulls last) where is_featured;
create index colleges_name_trgm_idx on public.colleges using gin (name extensions.gin_trgm_ops);
create index colleges_short_name_trgm_idx on public.colleges using gin (short_name extensions.gin_trgm_ops);
create index colleges_location_trgm_idx on public.colleges using gin (location extensions.gin_trgm_ops);
create index colleges_exams_accepted_idx on public.colleges using gin (exams_accepted);

create index college_programs_college_idx on public.college_programs (college_id, order_index);

-- exams: all, ordered by name — served by the unique index on name.

-- blog_posts: ordered by published_at desc; filters category, featured; read by slug (unique); search on
-- title, excerpt or content.
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_published_at_idx on public.blog_posts (published_at desc nulls last);
create index blog_posts_category_idx on public.blog_posts (category, published_at desc);
create index blog_posts_featured_idx on public.blog_posts (published_at desc) where featured;
create index blog_posts_author_idx on public.blog_posts (author_id);
create index blog_posts_title_trgm_idx on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index blog_posts_excerpt_trgm_idx on public.blog_posts using gin (excerpt extensions.gin_trgm_ops);
create index blog_posts_content_trgm_idx on public.blog_posts using gin (content extensions.gin_trgm_ops);
create index blog_posts_tags_idx on public.blog_posts using gin (tags);

-- videos: active only, ordered by order_index; filters category, difficulty, is_featured, is_free.
create index videos_active_order_idx on public.videos (is_active, order_index);
create index videos_category_idx on public.videos (category, order_index);
create index videos_difficulty_idx on public.videos (difficulty, order_index);
create index videos_featured_idx on public.videos (order_index) where is_featured;
create index videos_free_idx on public.videos (is_free, order_index);

-- faqs: ordered by order_index; filters category, is_featured, is_active.
create index faqs_active_order_idx on public.faqs (is_active, order_index);
create index faqs_category_idx on public.faqs (category, order_index);
create index faqs_featured_idx on public.faqs (order_index) where is_featured;

create index scholarships_deadline_idx on public.scholarships (deadline nulls last) where is_active;
create index scholarships_college_idx on public.scholarships (college_id);
create index testimonials_order_idx on public.testimonials (is_active, order_index);

-- favourites: existence checks use the unique (user_id, item) indexes; these serve the cascades.
create index user_college_favorites_college_idx on public.user_college_favorites (college_id);
create index user_blog_favorites_blog_idx on public.user_blog_favorites (blog_id);

create index contact_submissions_created_idx on public.contact_submissions (created_at desc);
create index contact_submissions_status_idx on public.contact_submissions (status, created_at desc);
create index contact_submissions_user_idx on public.contact_submissions (user_id);
create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status, subscribed_at desc);
create index newsletter_subscribers_user_idx on public.newsletter_subscribers (user_id);

-- leads: ordered by created_at desc; equality filters status, source, form_type, priority,
-- assigned_counselor_id; subscriber check by email; pending follow-ups by next_follow_up_at; search on name,
-- email, phone, subject or message.
create index leads_created_idx on public.leads (created_at desc);
create index leads_status_idx on public.leads (status, created_at desc);
create index leads_source_idx on public.leads (source, created_at desc);
create index leads_form_type_idx on public.leads (form_type, created_at desc);
create index leads_priority_idx on public.leads (priority, created_at desc);
create index leads_counselor_idx on public.leads (assigned_counselor_id, created_at desc);
create index leads_email_idx on public.leads (email);
create index leads_follow_up_idx on public.leads (next_follow_up_at) where next_follow_up_at is not null;
create index leads_user_idx on public.leads (user_id);
create index leads_name_trgm_idx on public.leads using gin (name extensions.gin_trgm_ops);
create index leads_email_trgm_idx on public.leads using gin (email extensions.gin_trgm_ops);
create index leads_phone_trgm_idx on public.leads using gin (phone extensions.gin_trgm_ops);
create index leads_subject_trgm_idx on public.leads using gin (subject extensions.gin_trgm_ops);
create index leads_message_trgm_idx on public.leads using gin (message extensions.gin_trgm_ops);

create index profiles_role_idx on public.profiles (role) where role <> 'member';
create index profiles_email_idx on public.profiles (lower(email));

create index mock_tests_listing_idx on public.mock_tests (is_published, order_index);
create index mock_tests_exam_idx on public.mock_tests (exam_id);
create index mock_tests_created_by_idx on public.mock_tests (created_by);
create index mock_test_attempts_user_idx on public.mock_test_attempts (user_id, created_at desc);
create index mock_test_attempts_test_idx on public.mock_test_attempts (mock_test_id, status);

create index community_threads_listing_idx on public.community_threads (status, is_pinned desc, last_activity_at desc);
create index community_threads_category_idx on public.community_threads (category, last_activity_at desc);
create index community_threads_author_idx on public.community_threads (author_id);
create index community_threads_moderated_by_idx on public.community_threads (moderated_by);
create index community_threads_title_trgm_idx on public.community_threads using gin (title extensions.gin_trgm_ops);
create index community_replies_thread_idx on public.community_replies (thread_id, created_at);
create index community_replies_parent_idx on public.community_replies (parent_reply_id);
create index community_replies_author_idx on public.community_replies (author_id);
create index community_replies_moderated_by_idx on public.community_replies (moderated_by);

create index media_created_idx on public.media (created_at desc);
create index media_uploaded_by_idx on public.media (uploaded_by);
create index site_settings_updated_by_idx on public.site_settings (updated_by);

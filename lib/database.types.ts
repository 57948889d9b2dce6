export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      blog_posts: {
        Row: {
          author_id: string | null
          category: string
          content: string
          cover_image_url: string | null
          created_at: string
          excerpt: string
          featured: boolean
          id: string
          published_at: string | null
          reading_time_minutes: number | null
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
          views: number
        }
        Insert: {
          author_id?: string | null
          category: string
          content?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string
          featured?: boolean
          id?: string
          published_at?: string | null
          reading_time_minutes?: number | null
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
          views?: number
        }
        Update: {
          author_id?: string | null
          category?: string
          content?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string
          featured?: boolean
          id?: string
          published_at?: string | null
          reading_time_minutes?: number | null
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
          views?: number
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      city_living_costs: {
        Row: {
          as_of: string
          city: string
          covers: string[]
          created_at: string
          id: string
          monthly_amount: number
          note: string | null
          source_url: string
          updated_at: string
        }
        Insert: {
          as_of: string
          city: string
          covers: string[]
          created_at?: string
          id?: string
          monthly_amount: number
          note?: string | null
          source_url: string
          updated_at?: string
        }
        Update: {
          as_of?: string
          city?: string
          covers?: string[]
          created_at?: string
          id?: string
          monthly_amount?: number
          note?: string | null
          source_url?: string
          updated_at?: string
        }
        Relationships: []
      }
      college_applications: {
        Row: {
          college_id: string
          created_at: string
          form_fee: number | null
          id: string
          notes: string
          reminder_token: string
          reminders: boolean
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          college_id: string
          created_at?: string
          form_fee?: number | null
          id?: string
          notes?: string
          reminder_token?: string
          reminders?: boolean
          status?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          college_id?: string
          created_at?: string
          form_fee?: number | null
          id?: string
          notes?: string
          reminder_token?: string
          reminders?: boolean
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "college_applications_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_applications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_applications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      college_email_domains: {
        Row: {
          college_id: string
          created_at: string
          created_by: string | null
          domain: string
          id: string
        }
        Insert: {
          college_id: string
          created_at?: string
          created_by?: string | null
          domain: string
          id?: string
        }
        Update: {
          college_id?: string
          created_at?: string
          created_by?: string | null
          domain?: string
          id?: string
        }
        Relationships: [
          {
            foreignKeyName: "college_email_domains_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_email_domains_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_email_domains_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      college_placement_figures: {
        Row: {
          auditor: string | null
          batch: string | null
          college_id: string
          created_at: string
          id: string
          kind: string
          metric: string
          note: string | null
          out_of: number | null
          scope: string
          source_url: string
          updated_at: string
          value: number
          year: number
        }
        Insert: {
          auditor?: string | null
          batch?: string | null
          college_id: string
          created_at?: string
          id?: string
          kind: string
          metric: string
          note?: string | null
          out_of?: number | null
          scope?: string
          source_url: string
          updated_at?: string
          value: number
          year: number
        }
        Update: {
          auditor?: string | null
          batch?: string | null
          college_id?: string
          created_at?: string
          id?: string
          kind?: string
          metric?: string
          note?: string | null
          out_of?: number | null
          scope?: string
          source_url?: string
          updated_at?: string
          value?: number
          year?: number
        }
        Relationships: [
          {
            foreignKeyName: "college_placement_figures_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      college_programs: {
        Row: {
          average_package: number | null
          college_id: string
          created_at: string
          degree: string
          description: string | null
          duration_months: number | null
          eligibility: string | null
          exams_accepted: string[]
          fees_year: string | null
          highest_package: number | null
          id: string
          is_flagship: boolean
          mode: string
          name: string
          order_index: number
          placement_year: string | null
          seats: number | null
          specializations: string[]
          total_fees: number | null
          updated_at: string
        }
        Insert: {
          average_package?: number | null
          college_id: string
          created_at?: string
          degree?: string
          description?: string | null
          duration_months?: number | null
          eligibility?: string | null
          exams_accepted?: string[]
          fees_year?: string | null
          highest_package?: number | null
          id?: string
          is_flagship?: boolean
          mode?: string
          name: string
          order_index?: number
          placement_year?: string | null
          seats?: number | null
          specializations?: string[]
          total_fees?: number | null
          updated_at?: string
        }
        Update: {
          average_package?: number | null
          college_id?: string
          created_at?: string
          degree?: string
          description?: string | null
          duration_months?: number | null
          eligibility?: string | null
          exams_accepted?: string[]
          fees_year?: string | null
          highest_package?: number | null
          id?: string
          is_flagship?: boolean
          mode?: string
          name?: string
          order_index?: number
          placement_year?: string | null
          seats?: number | null
          specializations?: string[]
          total_fees?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "college_programs_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      college_reviews: {
        Row: {
          author_id: string
          batch: string
          body: string
          college_id: string
          created_at: string
          edited_at: string | null
          id: string
          moderated_at: string | null
          moderated_by: string | null
          moderation_note: string | null
          program_id: string | null
          programme: string
          published_at: string | null
          rating_campus_life: number
          rating_faculty: number
          rating_placements: number
          rating_roi: number
          rating_value: number
          status: string
          updated_at: string
        }
        Insert: {
          author_id?: string
          batch: string
          body: string
          college_id: string
          created_at?: string
          edited_at?: string | null
          id?: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          program_id?: string | null
          programme?: string
          published_at?: string | null
          rating_campus_life: number
          rating_faculty: number
          rating_placements: number
          rating_roi: number
          rating_value: number
          status?: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          batch?: string
          body?: string
          college_id?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          program_id?: string | null
          programme?: string
          published_at?: string | null
          rating_campus_life?: number
          rating_faculty?: number
          rating_placements?: number
          rating_roi?: number
          rating_value?: number
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "college_reviews_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "college_programs"
            referencedColumns: ["id"]
          },
        ]
      }
      colleges: {
        Row: {
          accreditation: string[]
          address: string | null
          admission_process: string | null
          average_package: number | null
          average_package_kind: string | null
          city: string | null
          cover_image_url: string | null
          created_at: string
          cutoffs: Json
          data_sources: Json
          description: string | null
          email: string | null
          established: number | null
          exams_accepted: string[]
          fees_max: number | null
          fees_min: number | null
          fees_note: string | null
          fees_year: string | null
          highest_package: number | null
          highlights: string[]
          id: string
          images: string[]
          is_active: boolean
          is_featured: boolean
          last_verified_at: string | null
          location: string
          logo_url: string | null
          median_package: number | null
          name: string
          nirf_rank: number | null
          nirf_year: number | null
          phone: string | null
          placement_source: string | null
          placement_year: string | null
          rankings: Json
          rating: number | null
          short_name: string | null
          slug: string
          state: string | null
          total_fees: number | null
          total_seats: number | null
          type: string
          updated_at: string
          website: string | null
        }
        Insert: {
          accreditation?: string[]
          address?: string | null
          admission_process?: string | null
          average_package?: number | null
          average_package_kind?: string | null
          city?: string | null
          cover_image_url?: string | null
          created_at?: string
          cutoffs?: Json
          data_sources?: Json
          description?: string | null
          email?: string | null
          established?: number | null
          exams_accepted?: string[]
          fees_max?: number | null
          fees_min?: number | null
          fees_note?: string | null
          fees_year?: string | null
          highest_package?: number | null
          highlights?: string[]
          id?: string
          images?: string[]
          is_active?: boolean
          is_featured?: boolean
          last_verified_at?: string | null
          location: string
          logo_url?: string | null
          median_package?: number | null
          name: string
          nirf_rank?: number | null
          nirf_year?: number | null
          phone?: string | null
          placement_source?: string | null
          placement_year?: string | null
          rankings?: Json
          rating?: number | null
          short_name?: string | null
          slug: string
          state?: string | null
          total_fees?: number | null
          total_seats?: number | null
          type?: string
          updated_at?: string
          website?: string | null
        }
        Update: {
          accreditation?: string[]
          address?: string | null
          admission_process?: string | null
          average_package?: number | null
          average_package_kind?: string | null
          city?: string | null
          cover_image_url?: string | null
          created_at?: string
          cutoffs?: Json
          data_sources?: Json
          description?: string | null
          email?: string | null
          established?: number | null
          exams_accepted?: string[]
          fees_max?: number | null
          fees_min?: number | null
          fees_note?: string | null
          fees_year?: string | null
          highest_package?: number | null
          highlights?: string[]
          id?: string
          images?: string[]
          is_active?: boolean
          is_featured?: boolean
          last_verified_at?: string | null
          location?: string
          logo_url?: string | null
          median_package?: number | null
          name?: string
          nirf_rank?: number | null
          nirf_year?: number | null
          phone?: string | null
          placement_source?: string | null
          placement_year?: string | null
          rankings?: Json
          rating?: number | null
          short_name?: string | null
          slug?: string
          state?: string | null
          total_fees?: number | null
          total_seats?: number | null
          type?: string
          updated_at?: string
          website?: string | null
        }
        Relationships: []
      }
      community_moderation_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          created_at: string
          details: Json
          id: number
          reason: string | null
          reply_id: string | null
          target_user_id: string | null
          thread_id: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: never
          reason?: string | null
          reply_id?: string | null
          target_user_id?: string | null
          thread_id?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: never
          reason?: string | null
          reply_id?: string | null
          target_user_id?: string | null
          thread_id?: string | null
        }
        Relationships: []
      }
      community_replies: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          edited_at: string | null
          id: string
          is_accepted: boolean
          moderated_at: string | null
          moderated_by: string | null
          moderation_note: string | null
          parent_reply_id: string | null
          status: string
          thread_id: string
          updated_at: string
          vote_count: number
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          edited_at?: string | null
          id?: string
          is_accepted?: boolean
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          parent_reply_id?: string | null
          status?: string
          thread_id: string
          updated_at?: string
          vote_count?: number
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          is_accepted?: boolean
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          parent_reply_id?: string | null
          status?: string
          thread_id?: string
          updated_at?: string
          vote_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "community_replies_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_replies_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_replies_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_replies_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_replies_parent_reply_id_fkey"
            columns: ["parent_reply_id"]
            isOneToOne: false
            referencedRelation: "community_replies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_replies_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "community_threads"
            referencedColumns: ["id"]
          },
        ]
      }
      community_reports: {
        Row: {
          created_at: string
          details: string | null
          id: string
          reason: string
          reply_id: string | null
          reporter_id: string
          resolved_at: string | null
          resolved_by: string | null
          status: string
          thread_id: string | null
        }
        Insert: {
          created_at?: string
          details?: string | null
          id?: string
          reason: string
          reply_id?: string | null
          reporter_id?: string
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          thread_id?: string | null
        }
        Update: {
          created_at?: string
          details?: string | null
          id?: string
          reason?: string
          reply_id?: string | null
          reporter_id?: string
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          thread_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "community_reports_reply_id_fkey"
            columns: ["reply_id"]
            isOneToOne: false
            referencedRelation: "community_replies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "community_threads"
            referencedColumns: ["id"]
          },
        ]
      }
      community_suspensions: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          lifted_at: string | null
          lifted_by: string | null
          reason: string
          suspended_until: string
          user_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          lifted_at?: string | null
          lifted_by?: string | null
          reason: string
          suspended_until: string
          user_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          lifted_at?: string | null
          lifted_by?: string | null
          reason?: string
          suspended_until?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_suspensions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_suspensions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_suspensions_lifted_by_fkey"
            columns: ["lifted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_suspensions_lifted_by_fkey"
            columns: ["lifted_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_suspensions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_suspensions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_threads: {
        Row: {
          author_id: string | null
          body: string
          category: string
          college_id: string | null
          created_at: string
          edited_at: string | null
          id: string
          is_locked: boolean
          is_pinned: boolean
          last_activity_at: string
          moderated_at: string | null
          moderated_by: string | null
          moderation_note: string | null
          reply_count: number
          slug: string
          status: string
          tags: string[]
          title: string
          topic: string
          updated_at: string
          view_count: number
          vote_count: number
        }
        Insert: {
          author_id?: string | null
          body: string
          category?: string
          college_id?: string | null
          created_at?: string
          edited_at?: string | null
          id?: string
          is_locked?: boolean
          is_pinned?: boolean
          last_activity_at?: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          reply_count?: number
          slug?: string
          status?: string
          tags?: string[]
          title: string
          topic?: string
          updated_at?: string
          view_count?: number
          vote_count?: number
        }
        Update: {
          author_id?: string | null
          body?: string
          category?: string
          college_id?: string | null
          created_at?: string
          edited_at?: string | null
          id?: string
          is_locked?: boolean
          is_pinned?: boolean
          last_activity_at?: string
          moderated_at?: string | null
          moderated_by?: string | null
          moderation_note?: string | null
          reply_count?: number
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          topic?: string
          updated_at?: string
          view_count?: number
          vote_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "community_threads_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_threads_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_threads_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_threads_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_threads_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_votes: {
        Row: {
          created_at: string
          id: string
          reply_id: string | null
          thread_id: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          reply_id?: string | null
          thread_id?: string | null
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          reply_id?: string | null
          thread_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_votes_reply_id_fkey"
            columns: ["reply_id"]
            isOneToOne: false
            referencedRelation: "community_replies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_votes_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "community_threads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_votes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_votes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_submissions: {
        Row: {
          created_at: string
          email: string
          id: string
          idempotency_key: string | null
          inquiry_type: string
          ip_address: string | null
          lead_id: string | null
          message: string
          name: string
          page_url: string | null
          phone: string | null
          status: string
          subject: string | null
          updated_at: string
          user_agent: string | null
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          idempotency_key?: string | null
          inquiry_type?: string
          ip_address?: string | null
          lead_id?: string | null
          message: string
          name: string
          page_url?: string | null
          phone?: string | null
          status?: string
          subject?: string | null
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          idempotency_key?: string | null
          inquiry_type?: string
          ip_address?: string | null
          lead_id?: string | null
          message?: string
          name?: string
          page_url?: string | null
          phone?: string | null
          status?: string
          subject?: string | null
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "contact_submissions_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_submissions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_submissions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      content_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          after: Json | null
          before: Json | null
          changed_fields: string[]
          created_at: string
          id: number
          row_id: string
          subject_id: string
          subject_table: string
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          after?: Json | null
          before?: Json | null
          changed_fields?: string[]
          created_at?: string
          id?: never
          row_id: string
          subject_id: string
          subject_table: string
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          after?: Json | null
          before?: Json | null
          changed_fields?: string[]
          created_at?: string
          id?: never
          row_id?: string
          subject_id?: string
          subject_table?: string
          table_name?: string
        }
        Relationships: []
      }
      counselors: {
        Row: {
          created_at: string
          email: string
          id: string
          is_active: boolean
          name: string
          phone: string | null
          profile_id: string | null
          specialization: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          is_active?: boolean
          name: string
          phone?: string | null
          profile_id?: string | null
          specialization?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          is_active?: boolean
          name?: string
          phone?: string | null
          profile_id?: string | null
          specialization?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "counselors_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "counselors_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      education_loan_defaults: {
        Row: {
          as_of: string
          grace_months: number
          id: boolean
          note: string | null
          rate_percent: number
          rate_source_url: string
          tenure_source_url: string
          tenure_years: number
          updated_at: string
        }
        Insert: {
          as_of: string
          grace_months?: number
          id?: boolean
          note?: string | null
          rate_percent: number
          rate_source_url: string
          tenure_source_url: string
          tenure_years: number
          updated_at?: string
        }
        Update: {
          as_of?: string
          grace_months?: number
          id?: boolean
          note?: string | null
          rate_percent?: number
          rate_source_url?: string
          tenure_source_url?: string
          tenure_years?: number
          updated_at?: string
        }
        Relationships: []
      }
      exam_calendar_entries: {
        Row: {
          basis: string | null
          basis_entry_id: string | null
          college_id: string | null
          created_at: string
          cycle: string
          cycle_label: string
          detail: string | null
          ends_on: string | null
          exam: string | null
          id: string
          kind: string
          last_verified_on: string
          note: string | null
          revision: number
          source_label: string
          source_url: string
          starts_on: string | null
          status: string
          updated_at: string
          usual_month: number | null
          usual_part: string | null
          usual_until_month: number | null
          usual_until_part: string | null
          usual_until_year: number | null
          usual_year: number | null
        }
        Insert: {
          basis?: string | null
          basis_entry_id?: string | null
          college_id?: string | null
          created_at?: string
          cycle: string
          cycle_label: string
          detail?: string | null
          ends_on?: string | null
          exam?: string | null
          id: string
          kind: string
          last_verified_on: string
          note?: string | null
          revision?: number
          source_label: string
          source_url: string
          starts_on?: string | null
          status: string
          updated_at?: string
          usual_month?: number | null
          usual_part?: string | null
          usual_until_month?: number | null
          usual_until_part?: string | null
          usual_until_year?: number | null
          usual_year?: number | null
        }
        Update: {
          basis?: string | null
          basis_entry_id?: string | null
          college_id?: string | null
          created_at?: string
          cycle?: string
          cycle_label?: string
          detail?: string | null
          ends_on?: string | null
          exam?: string | null
          id?: string
          kind?: string
          last_verified_on?: string
          note?: string | null
          revision?: number
          source_label?: string
          source_url?: string
          starts_on?: string | null
          status?: string
          updated_at?: string
          usual_month?: number | null
          usual_part?: string | null
          usual_until_month?: number | null
          usual_until_part?: string | null
          usual_until_year?: number | null
          usual_year?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "exam_calendar_entries_basis_entry_id_fkey"
            columns: ["basis_entry_id"]
            isOneToOne: false
            referencedRelation: "exam_calendar_entries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "exam_calendar_entries_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      exam_calendar_entry_history: {
        Row: {
          changed_at: string
          changed_by: string | null
          entry_id: string
          id: number
          new_row: Json | null
          old_row: Json | null
          operation: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          entry_id: string
          id?: never
          new_row?: Json | null
          old_row?: Json | null
          operation: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          entry_id?: string
          id?: never
          new_row?: Json | null
          old_row?: Json | null
          operation?: string
        }
        Relationships: [
          {
            foreignKeyName: "exam_calendar_entry_history_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "exam_calendar_entry_history_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      exam_reminder_subscriptions: {
        Row: {
          created_at: string
          exam: string
          token: string
          user_id: string
        }
        Insert: {
          created_at?: string
          exam: string
          token?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          exam?: string
          token?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "exam_reminder_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "exam_reminder_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      exams: {
        Row: {
          accepted_by: string | null
          applicants: number | null
          applicants_source: string | null
          applicants_source_url: string | null
          applicants_year: string | null
          conducting_body: string | null
          created_at: string
          cycle_year: string | null
          date_text: string | null
          dates_expected: boolean
          description: string | null
          difficulty: string | null
          duration_minutes: number | null
          eligibility: string | null
          exam_date: string | null
          fees: string | null
          frequency: string | null
          full_name: string | null
          id: string
          is_active: boolean
          last_verified_at: string | null
          marking_scheme: string | null
          mode: string | null
          name: string
          order_index: number
          pattern: Json
          preparation_tips: string[]
          registration_end: string | null
          registration_start: string | null
          result_date: string | null
          sections: Json
          slug: string
          sources: Json
          total_marks: number | null
          total_questions: number | null
          updated_at: string
          website: string | null
        }
        Insert: {
          accepted_by?: string | null
          applicants?: number | null
          applicants_source?: string | null
          applicants_source_url?: string | null
          applicants_year?: string | null
          conducting_body?: string | null
          created_at?: string
          cycle_year?: string | null
          date_text?: string | null
          dates_expected?: boolean
          description?: string | null
          difficulty?: string | null
          duration_minutes?: number | null
          eligibility?: string | null
          exam_date?: string | null
          fees?: string | null
          frequency?: string | null
          full_name?: string | null
          id?: string
          is_active?: boolean
          last_verified_at?: string | null
          marking_scheme?: string | null
          mode?: string | null
          name: string
          order_index?: number
          pattern?: Json
          preparation_tips?: string[]
          registration_end?: string | null
          registration_start?: string | null
          result_date?: string | null
          sections?: Json
          slug: string
          sources?: Json
          total_marks?: number | null
          total_questions?: number | null
          updated_at?: string
          website?: string | null
        }
        Update: {
          accepted_by?: string | null
          applicants?: number | null
          applicants_source?: string | null
          applicants_source_url?: string | null
          applicants_year?: string | null
          conducting_body?: string | null
          created_at?: string
          cycle_year?: string | null
          date_text?: string | null
          dates_expected?: boolean
          description?: string | null
          difficulty?: string | null
          duration_minutes?: number | null
          eligibility?: string | null
          exam_date?: string | null
          fees?: string | null
          frequency?: string | null
          full_name?: string | null
          id?: string
          is_active?: boolean
          last_verified_at?: string | null
          marking_scheme?: string | null
          mode?: string | null
          name?: string
          order_index?: number
          pattern?: Json
          preparation_tips?: string[]
          registration_end?: string | null
          registration_start?: string | null
          result_date?: string | null
          sections?: Json
          slug?: string
          sources?: Json
          total_marks?: number | null
          total_questions?: number | null
          updated_at?: string
          website?: string | null
        }
        Relationships: []
      }
      faqs: {
        Row: {
          answer: string
          category: string
          created_at: string
          helpful_votes: number
          id: string
          is_active: boolean
          is_featured: boolean
          not_helpful_votes: number
          order_index: number
          question: string
          updated_at: string
          views: number
        }
        Insert: {
          answer: string
          category?: string
          created_at?: string
          helpful_votes?: number
          id?: string
          is_active?: boolean
          is_featured?: boolean
          not_helpful_votes?: number
          order_index?: number
          question: string
          updated_at?: string
          views?: number
        }
        Update: {
          answer?: string
          category?: string
          created_at?: string
          helpful_votes?: number
          id?: string
          is_active?: boolean
          is_featured?: boolean
          not_helpful_votes?: number
          order_index?: number
          question?: string
          updated_at?: string
          views?: number
        }
        Relationships: []
      }
      lead_consents: {
        Row: {
          college_id: string | null
          context: string
          created_at: string
          email: string
          granted: boolean
          id: string
          ip_address: string | null
          label: string
          lead_id: string | null
          notice_version: string
          purpose: string
          user_agent: string | null
        }
        Insert: {
          college_id?: string | null
          context: string
          created_at?: string
          email: string
          granted: boolean
          id?: string
          ip_address?: string | null
          label: string
          lead_id?: string | null
          notice_version: string
          purpose: string
          user_agent?: string | null
        }
        Update: {
          college_id?: string | null
          context?: string
          created_at?: string
          email?: string
          granted?: boolean
          id?: string
          ip_address?: string | null
          label?: string
          lead_id?: string | null
          notice_version?: string
          purpose?: string
          user_agent?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_consents_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_consents_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          created_at: string
          details: Json
          id: number
          lead_id: string | null
          lead_name: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: never
          lead_id?: string | null
          lead_name?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: never
          lead_id?: string | null
          lead_name?: string | null
        }
        Relationships: []
      }
      leads: {
        Row: {
          assigned_at: string | null
          assigned_counselor_id: string | null
          browser_info: Json
          budget_range: string | null
          college_id: string | null
          contact_attempts: number
          conversion_value: number | null
          converted_at: string | null
          created_at: string
          current_education: string | null
          device_info: Json
          email: string
          exam_id: string | null
          fbclid: string | null
          first_contacted_at: string | null
          first_touch: Json
          form_data: Json
          form_type: string
          gclid: string | null
          id: string
          idempotency_key: string | null
          inquiry_type: string
          internal_notes: string | null
          ip_address: string | null
          last_contacted_at: string | null
          last_touch: Json
          lead_score: number
          message: string | null
          name: string
          newsletter_subscribed: boolean
          next_follow_up_at: string | null
          notes: string | null
          page_url: string | null
          phone: string | null
          preferred_locations: string[]
          priority: string
          qualified_at: string | null
          referrer_url: string | null
          source: string
          status: string
          subject: string | null
          subscription_source: string | null
          target_exams: string[]
          updated_at: string
          user_agent: string | null
          user_id: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
          work_experience: number
        }
        Insert: {
          assigned_at?: string | null
          assigned_counselor_id?: string | null
          browser_info?: Json
          budget_range?: string | null
          college_id?: string | null
          contact_attempts?: number
          conversion_value?: number | null
          converted_at?: string | null
          created_at?: string
          current_education?: string | null
          device_info?: Json
          email: string
          exam_id?: string | null
          fbclid?: string | null
          first_contacted_at?: string | null
          first_touch?: Json
          form_data?: Json
          form_type?: string
          gclid?: string | null
          id?: string
          idempotency_key?: string | null
          inquiry_type?: string
          internal_notes?: string | null
          ip_address?: string | null
          last_contacted_at?: string | null
          last_touch?: Json
          lead_score?: number
          message?: string | null
          name?: string
          newsletter_subscribed?: boolean
          next_follow_up_at?: string | null
          notes?: string | null
          page_url?: string | null
          phone?: string | null
          preferred_locations?: string[]
          priority?: string
          qualified_at?: string | null
          referrer_url?: string | null
          source?: string
          status?: string
          subject?: string | null
          subscription_source?: string | null
          target_exams?: string[]
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
          work_experience?: number
        }
        Update: {
          assigned_at?: string | null
          assigned_counselor_id?: string | null
          browser_info?: Json
          budget_range?: string | null
          college_id?: string | null
          contact_attempts?: number
          conversion_value?: number | null
          converted_at?: string | null
          created_at?: string
          current_education?: string | null
          device_info?: Json
          email?: string
          exam_id?: string | null
          fbclid?: string | null
          first_contacted_at?: string | null
          first_touch?: Json
          form_data?: Json
          form_type?: string
          gclid?: string | null
          id?: string
          idempotency_key?: string | null
          inquiry_type?: string
          internal_notes?: string | null
          ip_address?: string | null
          last_contacted_at?: string | null
          last_touch?: Json
          lead_score?: number
          message?: string | null
          name?: string
          newsletter_subscribed?: boolean
          next_follow_up_at?: string | null
          notes?: string | null
          page_url?: string | null
          phone?: string | null
          preferred_locations?: string[]
          priority?: string
          qualified_at?: string | null
          referrer_url?: string | null
          source?: string
          status?: string
          subject?: string | null
          subscription_source?: string | null
          target_exams?: string[]
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
          work_experience?: number
        }
        Relationships: [
          {
            foreignKeyName: "leads_assigned_counselor_id_fkey"
            columns: ["assigned_counselor_id"]
            isOneToOne: false
            referencedRelation: "counselors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_exam_id_fkey"
            columns: ["exam_id"]
            isOneToOne: false
            referencedRelation: "exams"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      media: {
        Row: {
          alt_text: string | null
          bucket: string
          caption: string | null
          created_at: string
          file_name: string
          height: number | null
          id: string
          mime_type: string | null
          size_bytes: number | null
          storage_path: string
          updated_at: string
          uploaded_by: string | null
          width: number | null
        }
        Insert: {
          alt_text?: string | null
          bucket?: string
          caption?: string | null
          created_at?: string
          file_name: string
          height?: number | null
          id?: string
          mime_type?: string | null
          size_bytes?: number | null
          storage_path: string
          updated_at?: string
          uploaded_by?: string | null
          width?: number | null
        }
        Update: {
          alt_text?: string | null
          bucket?: string
          caption?: string | null
          created_at?: string
          file_name?: string
          height?: number | null
          id?: string
          mime_type?: string | null
          size_bytes?: number | null
          storage_path?: string
          updated_at?: string
          uploaded_by?: string | null
          width?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "media_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "media_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_answer_keys: {
        Row: {
          correct_answer: string
          created_at: string
          explanation: string | null
          question_id: string
          updated_at: string
        }
        Insert: {
          correct_answer: string
          created_at?: string
          explanation?: string | null
          question_id: string
          updated_at?: string
        }
        Update: {
          correct_answer?: string
          created_at?: string
          explanation?: string | null
          question_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_answer_keys_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: true
            referencedRelation: "mock_test_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_attempt_answers: {
        Row: {
          answer: string | null
          attempt_id: string
          correct_answer: string | null
          marked_for_review: boolean
          marks: number | null
          miss_reason: string | null
          outcome: string | null
          question_id: string
          saved_at: string
          time_spent_seconds: number
        }
        Insert: {
          answer?: string | null
          attempt_id: string
          correct_answer?: string | null
          marked_for_review?: boolean
          marks?: number | null
          miss_reason?: string | null
          outcome?: string | null
          question_id: string
          saved_at?: string
          time_spent_seconds?: number
        }
        Update: {
          answer?: string | null
          attempt_id?: string
          correct_answer?: string | null
          marked_for_review?: boolean
          marks?: number | null
          miss_reason?: string | null
          outcome?: string | null
          question_id?: string
          saved_at?: string
          time_spent_seconds?: number
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_attempt_answers_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "mock_test_attempts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_test_attempt_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "mock_test_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_attempts: {
        Row: {
          correct_count: number | null
          created_at: string
          ended_by: string | null
          id: string
          incorrect_count: number | null
          is_practice: boolean
          max_score: number | null
          mock_test_id: string
          score: number | null
          scoring_scheme: string | null
          section_scores: Json
          started_at: string
          status: string
          submitted_at: string | null
          time_spent_seconds: number | null
          unattempted_count: number | null
          unattempted_penalty: number
          updated_at: string
          user_id: string
        }
        Insert: {
          correct_count?: number | null
          created_at?: string
          ended_by?: string | null
          id?: string
          incorrect_count?: number | null
          is_practice?: boolean
          max_score?: number | null
          mock_test_id: string
          score?: number | null
          scoring_scheme?: string | null
          section_scores?: Json
          started_at?: string
          status?: string
          submitted_at?: string | null
          time_spent_seconds?: number | null
          unattempted_count?: number | null
          unattempted_penalty?: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          correct_count?: number | null
          created_at?: string
          ended_by?: string | null
          id?: string
          incorrect_count?: number | null
          is_practice?: boolean
          max_score?: number | null
          mock_test_id?: string
          score?: number | null
          scoring_scheme?: string | null
          section_scores?: Json
          started_at?: string
          status?: string
          submitted_at?: string | null
          time_spent_seconds?: number | null
          unattempted_count?: number | null
          unattempted_penalty?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_attempts_mock_test_id_fkey"
            columns: ["mock_test_id"]
            isOneToOne: false
            referencedRelation: "mock_tests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_test_attempts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_test_attempts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_passages: {
        Row: {
          body: string
          created_at: string
          id: string
          kind: string
          mock_test_id: string
          section: string
          title: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          kind?: string
          mock_test_id: string
          section: string
          title: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          kind?: string
          mock_test_id?: string
          section?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_passages_mock_test_id_fkey"
            columns: ["mock_test_id"]
            isOneToOne: false
            referencedRelation: "mock_tests"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_questions: {
        Row: {
          created_at: string
          difficulty: string | null
          id: string
          marks: number
          mock_test_id: string
          negative_marks: number
          options: Json
          passage_id: string | null
          question_number: number
          question_text: string
          question_type: string
          section: string
          topic: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          difficulty?: string | null
          id?: string
          marks?: number
          mock_test_id: string
          negative_marks?: number
          options?: Json
          passage_id?: string | null
          question_number: number
          question_text: string
          question_type?: string
          section: string
          topic?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          difficulty?: string | null
          id?: string
          marks?: number
          mock_test_id?: string
          negative_marks?: number
          options?: Json
          passage_id?: string | null
          question_number?: number
          question_text?: string
          question_type?: string
          section?: string
          topic?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_questions_mock_test_id_fkey"
            columns: ["mock_test_id"]
            isOneToOne: false
            referencedRelation: "mock_tests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_test_questions_passage_id_fkey"
            columns: ["passage_id"]
            isOneToOne: false
            referencedRelation: "mock_test_passages"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_test_section_runs: {
        Row: {
          attempt_id: string
          position: number
          section: string
          started_at: string
          submitted_at: string | null
        }
        Insert: {
          attempt_id: string
          position: number
          section: string
          started_at?: string
          submitted_at?: string | null
        }
        Update: {
          attempt_id?: string
          position?: number
          section?: string
          started_at?: string
          submitted_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "mock_test_section_runs_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "mock_test_attempts"
            referencedColumns: ["id"]
          },
        ]
      }
      mock_tests: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          difficulty: string
          duration_minutes: number
          exam_id: string | null
          has_calculator: boolean
          id: string
          instructions: string | null
          is_featured: boolean
          is_free: boolean
          is_published: boolean
          kind: string
          order_index: number
          price: number
          scoring_scheme: string
          section_order: string
          sections: Json
          slug: string
          title: string
          total_marks: number | null
          total_questions: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          difficulty?: string
          duration_minutes: number
          exam_id?: string | null
          has_calculator?: boolean
          id?: string
          instructions?: string | null
          is_featured?: boolean
          is_free?: boolean
          is_published?: boolean
          kind?: string
          order_index?: number
          price?: number
          scoring_scheme?: string
          section_order?: string
          sections?: Json
          slug: string
          title: string
          total_marks?: number | null
          total_questions: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          difficulty?: string
          duration_minutes?: number
          exam_id?: string | null
          has_calculator?: boolean
          id?: string
          instructions?: string | null
          is_featured?: boolean
          is_free?: boolean
          is_published?: boolean
          kind?: string
          order_index?: number
          price?: number
          scoring_scheme?: string
          section_order?: string
          sections?: Json
          slug?: string
          title?: string
          total_marks?: number | null
          total_questions?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mock_tests_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_tests_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mock_tests_exam_id_fkey"
            columns: ["exam_id"]
            isOneToOne: false
            referencedRelation: "exams"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_campaigns: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          id: string
          recipients: number
          sent_at: string | null
          sent_by: string | null
          status: string
          subject: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          id?: string
          recipients?: number
          sent_at?: string | null
          sent_by?: string | null
          status?: string
          subject: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          id?: string
          recipients?: number
          sent_at?: string | null
          sent_by?: string | null
          status?: string
          subject?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "newsletter_campaigns_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "newsletter_campaigns_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "newsletter_campaigns_sent_by_fkey"
            columns: ["sent_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "newsletter_campaigns_sent_by_fkey"
            columns: ["sent_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_subscribers: {
        Row: {
          created_at: string
          email: string
          id: string
          name: string | null
          source: string
          status: string
          subscribed_at: string
          unsubscribe_token: string
          unsubscribed_at: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          name?: string | null
          source?: string
          status?: string
          subscribed_at?: string
          unsubscribe_token?: string
          unsubscribed_at?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          name?: string | null
          source?: string
          status?: string
          subscribed_at?: string
          unsubscribe_token?: string
          unsubscribed_at?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "newsletter_subscribers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "newsletter_subscribers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      predictor_cutoff_line_history: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          after: Json | null
          before: Json | null
          changed_fields: string[]
          college_id: string
          created_at: string
          id: number
          line_id: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          after?: Json | null
          before?: Json | null
          changed_fields?: string[]
          college_id: string
          created_at?: string
          id?: never
          line_id: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          after?: Json | null
          before?: Json | null
          changed_fields?: string[]
          college_id?: string
          created_at?: string
          id?: never
          line_id?: string
        }
        Relationships: []
      }
      predictor_cutoff_lines: {
        Row: {
          background: string | null
          categories: string[]
          college_id: string
          created_at: string
          cycle: string | null
          cycle_year: number | null
          exam: string
          gender: string | null
          id: string
          kind: string
          measure: string
          note: string | null
          programme: string | null
          relaxations: Json
          sectional_minimums: Json
          source_label: string
          source_url: string
          updated_at: string
          value: number
          value_max: number | null
        }
        Insert: {
          background?: string | null
          categories: string[]
          college_id: string
          created_at?: string
          cycle?: string | null
          cycle_year?: number | null
          exam: string
          gender?: string | null
          id?: string
          kind: string
          measure: string
          note?: string | null
          programme?: string | null
          relaxations?: Json
          sectional_minimums?: Json
          source_label: string
          source_url: string
          updated_at?: string
          value: number
          value_max?: number | null
        }
        Update: {
          background?: string | null
          categories?: string[]
          college_id?: string
          created_at?: string
          cycle?: string | null
          cycle_year?: number | null
          exam?: string
          gender?: string | null
          id?: string
          kind?: string
          measure?: string
          note?: string | null
          programme?: string | null
          relaxations?: Json
          sectional_minimums?: Json
          source_label?: string
          source_url?: string
          updated_at?: string
          value?: number
          value_max?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "predictor_cutoff_lines_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          bio: string | null
          budget_range: string | null
          career_goals: string | null
          created_at: string
          current_education: string | null
          email: string
          id: string
          is_admin: boolean
          name: string
          phone: string | null
          preferred_locations: string[]
          role: string
          target_exams: string[]
          updated_at: string
          work_experience: number
        }
        Insert: {
          avatar_url?: string | null
          bio?: string | null
          budget_range?: string | null
          career_goals?: string | null
          created_at?: string
          current_education?: string | null
          email?: string
          id: string
          is_admin?: boolean
          name?: string
          phone?: string | null
          preferred_locations?: string[]
          role?: string
          target_exams?: string[]
          updated_at?: string
          work_experience?: number
        }
        Update: {
          avatar_url?: string | null
          bio?: string | null
          budget_range?: string | null
          career_goals?: string | null
          created_at?: string
          current_education?: string | null
          email?: string
          id?: string
          is_admin?: boolean
          name?: string
          phone?: string | null
          preferred_locations?: string[]
          role?: string
          target_exams?: string[]
          updated_at?: string
          work_experience?: number
        }
        Relationships: []
      }
      review_document_checks: {
        Row: {
          claimed_kind: string
          college_id: string
          created_at: string
          decided_at: string | null
          decided_by: string | null
          document_kind: string
          file_removed_at: string | null
          id: string
          refusal_reason: string | null
          status: string
          storage_path: string
          user_id: string
          verified_kind: string | null
        }
        Insert: {
          claimed_kind: string
          college_id: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          document_kind: string
          file_removed_at?: string | null
          id?: string
          refusal_reason?: string | null
          status?: string
          storage_path: string
          user_id?: string
          verified_kind?: string | null
        }
        Update: {
          claimed_kind?: string
          college_id?: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          document_kind?: string
          file_removed_at?: string | null
          id?: string
          refusal_reason?: string | null
          status?: string
          storage_path?: string
          user_id?: string
          verified_kind?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "review_document_checks_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_document_checks_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_document_checks_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_document_checks_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_document_checks_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      review_moderation_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          college_id: string | null
          created_at: string
          details: Json
          document_check_id: string | null
          id: number
          reason: string | null
          review_id: string | null
          target_user_id: string | null
          tie_id: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          college_id?: string | null
          created_at?: string
          details?: Json
          document_check_id?: string | null
          id?: never
          reason?: string | null
          review_id?: string | null
          target_user_id?: string | null
          tie_id?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          college_id?: string | null
          created_at?: string
          details?: Json
          document_check_id?: string | null
          id?: never
          reason?: string | null
          review_id?: string | null
          target_user_id?: string | null
          tie_id?: string | null
        }
        Relationships: []
      }
      review_reports: {
        Row: {
          created_at: string
          details: string | null
          id: string
          reason: string
          reporter_id: string
          resolved_at: string | null
          resolved_by: string | null
          review_id: string
          status: string
        }
        Insert: {
          created_at?: string
          details?: string | null
          id?: string
          reason: string
          reporter_id?: string
          resolved_at?: string | null
          resolved_by?: string | null
          review_id: string
          status?: string
        }
        Update: {
          created_at?: string
          details?: string | null
          id?: string
          reason?: string
          reporter_id?: string
          resolved_at?: string | null
          resolved_by?: string | null
          review_id?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_reports_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: false
            referencedRelation: "college_reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_reports_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: false
            referencedRelation: "published_college_reviews"
            referencedColumns: ["id"]
          },
        ]
      }
      review_ties: {
        Row: {
          address_hash: string | null
          college_id: string
          created_at: string
          email_domain: string | null
          id: string
          kind: string
          method: string
          user_id: string
          verified_at: string
          verified_by: string | null
        }
        Insert: {
          address_hash?: string | null
          college_id: string
          created_at?: string
          email_domain?: string | null
          id?: string
          kind: string
          method: string
          user_id: string
          verified_at?: string
          verified_by?: string | null
        }
        Update: {
          address_hash?: string | null
          college_id?: string
          created_at?: string
          email_domain?: string | null
          id?: string
          kind?: string
          method?: string
          user_id?: string
          verified_at?: string
          verified_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "review_ties_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_ties_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_ties_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_ties_verified_by_fkey"
            columns: ["verified_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_ties_verified_by_fkey"
            columns: ["verified_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_comparisons: {
        Row: {
          college_ids: string[]
          created_at: string
          id: string
          user_id: string
        }
        Insert: {
          college_ids: string[]
          created_at?: string
          id?: string
          user_id?: string
        }
        Update: {
          college_ids?: string[]
          created_at?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_comparisons_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_comparisons_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      scholarships: {
        Row: {
          amount_max: number | null
          amount_min: number | null
          amount_text: string | null
          application_start: string | null
          apply_url: string | null
          category: string | null
          college_id: string | null
          created_at: string
          deadline: string | null
          deadline_text: string | null
          description: string | null
          eligibility: string | null
          exams: string[]
          how_to_apply: string | null
          id: string
          is_active: boolean
          is_featured: boolean
          last_verified_at: string | null
          name: string
          provider: string
          provider_type: string | null
          slug: string
          source_url: string | null
          states: string[]
          target_groups: string[]
          updated_at: string
        }
        Insert: {
          amount_max?: number | null
          amount_min?: number | null
          amount_text?: string | null
          application_start?: string | null
          apply_url?: string | null
          category?: string | null
          college_id?: string | null
          created_at?: string
          deadline?: string | null
          deadline_text?: string | null
          description?: string | null
          eligibility?: string | null
          exams?: string[]
          how_to_apply?: string | null
          id?: string
          is_active?: boolean
          is_featured?: boolean
          last_verified_at?: string | null
          name: string
          provider: string
          provider_type?: string | null
          slug: string
          source_url?: string | null
          states?: string[]
          target_groups?: string[]
          updated_at?: string
        }
        Update: {
          amount_max?: number | null
          amount_min?: number | null
          amount_text?: string | null
          application_start?: string | null
          apply_url?: string | null
          category?: string | null
          college_id?: string | null
          created_at?: string
          deadline?: string | null
          deadline_text?: string | null
          description?: string | null
          eligibility?: string | null
          exams?: string[]
          how_to_apply?: string | null
          id?: string
          is_active?: boolean
          is_featured?: boolean
          last_verified_at?: string | null
          name?: string
          provider?: string
          provider_type?: string | null
          slug?: string
          source_url?: string | null
          states?: string[]
          target_groups?: string[]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "scholarships_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          created_at: string
          description: string | null
          is_public: boolean
          key: string
          updated_at: string
          updated_by: string | null
          value: Json
        }
        Insert: {
          created_at?: string
          description?: string | null
          is_public?: boolean
          key: string
          updated_at?: string
          updated_by?: string | null
          value: Json
        }
        Update: {
          created_at?: string
          description?: string | null
          is_public?: boolean
          key?: string
          updated_at?: string
          updated_by?: string | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      slug_redirects: {
        Row: {
          created_at: string
          kind: string
          new_slug: string
          old_slug: string
        }
        Insert: {
          created_at?: string
          kind: string
          new_slug: string
          old_slug: string
        }
        Update: {
          created_at?: string
          kind?: string
          new_slug?: string
          old_slug?: string
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          college: string
          company: string | null
          content: string
          created_at: string
          exam_score: string | null
          id: string
          image_url: string | null
          is_active: boolean
          is_featured: boolean
          name: string
          order_index: number
          position: string | null
          rating: number
          updated_at: string
          video_url: string | null
          year: number | null
        }
        Insert: {
          college: string
          company?: string | null
          content: string
          created_at?: string
          exam_score?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          is_featured?: boolean
          name: string
          order_index?: number
          position?: string | null
          rating?: number
          updated_at?: string
          video_url?: string | null
          year?: number | null
        }
        Update: {
          college?: string
          company?: string | null
          content?: string
          created_at?: string
          exam_score?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          is_featured?: boolean
          name?: string
          order_index?: number
          position?: string | null
          rating?: number
          updated_at?: string
          video_url?: string | null
          year?: number | null
        }
        Relationships: []
      }
      user_blog_favorites: {
        Row: {
          blog_id: string
          created_at: string
          id: string
          user_id: string
        }
        Insert: {
          blog_id: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Update: {
          blog_id?: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_blog_favorites_blog_id_fkey"
            columns: ["blog_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_blog_favorites_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_blog_favorites_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_college_favorites: {
        Row: {
          college_id: string
          created_at: string
          id: string
          user_id: string
        }
        Insert: {
          college_id: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Update: {
          college_id?: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_college_favorites_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_college_favorites_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_college_favorites_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      videos: {
        Row: {
          category: string | null
          created_at: string
          description: string | null
          difficulty: string
          duration: string | null
          id: string
          instructor: string | null
          instructor_bio: string | null
          is_active: boolean
          is_featured: boolean
          is_free: boolean
          order_index: number
          price: number
          tags: string[]
          thumbnail_url: string | null
          title: string
          updated_at: string
          video_type: string
          video_url: string
          views: number
        }
        Insert: {
          category?: string | null
          created_at?: string
          description?: string | null
          difficulty?: string
          duration?: string | null
          id?: string
          instructor?: string | null
          instructor_bio?: string | null
          is_active?: boolean
          is_featured?: boolean
          is_free?: boolean
          order_index?: number
          price?: number
          tags?: string[]
          thumbnail_url?: string | null
          title: string
          updated_at?: string
          video_type?: string
          video_url: string
          views?: number
        }
        Update: {
          category?: string | null
          created_at?: string
          description?: string | null
          difficulty?: string
          duration?: string | null
          id?: string
          instructor?: string | null
          instructor_bio?: string | null
          is_active?: boolean
          is_featured?: boolean
          is_free?: boolean
          order_index?: number
          price?: number
          tags?: string[]
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
          video_type?: string
          video_url?: string
          views?: number
        }
        Relationships: []
      }
    }
    Views: {
      college_review_ratings: {
        Row: {
          batch: string | null
          campus_life_count: number | null
          campus_life_sum: number | null
          college_id: string | null
          faculty_count: number | null
          faculty_sum: number | null
          placements_count: number | null
          placements_sum: number | null
          reviews: number | null
          roi_count: number | null
          roi_sum: number | null
          value_count: number | null
          value_sum: number | null
        }
        Relationships: [
          {
            foreignKeyName: "college_reviews_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
        ]
      }
      public_profiles: {
        Row: {
          avatar_url: string | null
          id: string | null
          name: string | null
        }
        Insert: {
          avatar_url?: string | null
          id?: string | null
          name?: string | null
        }
        Update: {
          avatar_url?: string | null
          id?: string | null
          name?: string | null
        }
        Relationships: []
      }
      published_college_reviews: {
        Row: {
          batch: string | null
          body: string | null
          college_id: string | null
          edited_at: string | null
          id: string | null
          program_id: string | null
          programme: string | null
          published_at: string | null
          rating_campus_life: number | null
          rating_faculty: number | null
          rating_placements: number | null
          rating_roi: number | null
          rating_value: number | null
          reviewer_kind: string | null
          verification_method: string | null
          verified_month: string | null
        }
        Relationships: [
          {
            foreignKeyName: "college_reviews_college_id_fkey"
            columns: ["college_id"]
            isOneToOne: false
            referencedRelation: "colleges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "college_reviews_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "college_programs"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      add_lead_note: {
        Args: { internal?: boolean; lead_id: string; note: string }
        Returns: {
          assigned_at: string | null
          assigned_counselor_id: string | null
          browser_info: Json
          budget_range: string | null
          college_id: string | null
          contact_attempts: number
          conversion_value: number | null
          converted_at: string | null
          created_at: string
          current_education: string | null
          device_info: Json
          email: string
          exam_id: string | null
          fbclid: string | null
          first_contacted_at: string | null
          first_touch: Json
          form_data: Json
          form_type: string
          gclid: string | null
          id: string
          idempotency_key: string | null
          inquiry_type: string
          internal_notes: string | null
          ip_address: string | null
          last_contacted_at: string | null
          last_touch: Json
          lead_score: number
          message: string | null
          name: string
          newsletter_subscribed: boolean
          next_follow_up_at: string | null
          notes: string | null
          page_url: string | null
          phone: string | null
          preferred_locations: string[]
          priority: string
          qualified_at: string | null
          referrer_url: string | null
          source: string
          status: string
          subject: string | null
          subscription_source: string | null
          target_exams: string[]
          updated_at: string
          user_agent: string | null
          user_id: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
          work_experience: number
        }
        SetofOptions: {
          from: "*"
          to: "leads"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_email_counts: {
        Args: never
        Returns: {
          kind: string
          messages: number
          status: string
        }[]
      }
      admin_email_messages: {
        Args: {
          before_at?: string
          before_id?: string
          kind_filter?: string
          page_size?: number
          recipient?: string
          status_filter?: string
        }
        Returns: {
          attempts: number
          campaign_id: string
          created_at: string
          delivered_at: string
          id: string
          kind: string
          last_attempt_at: string
          last_error: string
          status: string
          subject: string
          to_email: string
        }[]
      }
      admin_email_suppressions: {
        Args: { page_size?: number; recipient?: string }
        Returns: {
          created_at: string
          created_by_name: string
          detail: string
          email: string
          reason: string
          source: string
        }[]
      }
      community_moderation_notes: {
        Args: { thread_id: string }
        Returns: {
          moderation_note: string
          post_id: string
        }[]
      }
      confirm_review_email_link: { Args: { link_token: string }; Returns: Json }
      decide_review_document: {
        Args: { check_id: string; decision: string; reason?: string }
        Returns: string
      }
      hit_rate_limit: {
        Args: { action: string; max_hits: number; window_seconds: number }
        Returns: undefined
      }
      increment_blog_views: { Args: { post_id: string }; Returns: number }
      increment_faq_views: { Args: { faq_id: string }; Returns: number }
      increment_thread_views: { Args: { thread_id: string }; Returns: number }
      increment_video_views: { Args: { video_id: string }; Returns: number }
      is_valid_email: { Args: { value: string }; Returns: boolean }
      is_valid_slug: { Args: { value: string }; Returns: boolean }
      lead_report: {
        Args: { from_date: string; to_date: string }
        Returns: Json
      }
      lead_statistics: { Args: never; Returns: Json }
      log_lead_call: {
        Args: {
          call_back_at?: string
          lead_id: string
          note?: string
          outcome: string
        }
        Returns: {
          assigned_at: string | null
          assigned_counselor_id: string | null
          browser_info: Json
          budget_range: string | null
          college_id: string | null
          contact_attempts: number
          conversion_value: number | null
          converted_at: string | null
          created_at: string
          current_education: string | null
          device_info: Json
          email: string
          exam_id: string | null
          fbclid: string | null
          first_contacted_at: string | null
          first_touch: Json
          form_data: Json
          form_type: string
          gclid: string | null
          id: string
          idempotency_key: string | null
          inquiry_type: string
          internal_notes: string | null
          ip_address: string | null
          last_contacted_at: string | null
          last_touch: Json
          lead_score: number
          message: string | null
          name: string
          newsletter_subscribed: boolean
          next_follow_up_at: string | null
          notes: string | null
          page_url: string | null
          phone: string | null
          preferred_locations: string[]
          priority: string
          qualified_at: string | null
          referrer_url: string | null
          source: string
          status: string
          subject: string | null
          subscription_source: string | null
          target_exams: string[]
          updated_at: string
          user_agent: string | null
          user_id: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
          work_experience: number
        }
        SetofOptions: {
          from: "*"
          to: "leads"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      mark_review_document_removed: {
        Args: { check_id: string }
        Returns: boolean
      }
      media_usage: {
        Args: { file_url: string }
        Returns: {
          field: string
          item_id: string
          kind: string
          slug: string
          title: string
        }[]
      }
      mock_test_has_submitted_attempts: {
        Args: { test_id: string }
        Returns: boolean
      }
      mock_test_percentiles: {
        Args: { attempt_ids: string[] }
        Returns: {
          attempt_id: string
          attempts: number
          percentile: number
        }[]
      }
      my_data_confirm_member_link: {
        Args: { link_token: string }
        Returns: boolean
      }
      my_data_end_session: {
        Args: { session_token: string }
        Returns: undefined
      }
      my_data_erase: { Args: { session_token?: string }; Returns: Json }
      my_data_export: { Args: { session_token?: string }; Returns: Json }
      my_data_link_is_live: { Args: { link_token: string }; Returns: boolean }
      my_data_list: { Args: { session_token?: string }; Returns: Json }
      my_data_open_link: { Args: { link_token: string }; Returns: Json }
      my_data_request_link: { Args: { email: string }; Returns: undefined }
      my_data_request_member_link: { Args: never; Returns: undefined }
      my_data_withdraw_consent: {
        Args: {
          consent_college_id?: string
          consent_purpose: string
          session_token?: string
          user_agent?: string
        }
        Returns: Json
      }
      newsletter_audience_counts: {
        Args: never
        Returns: {
          active: number
          suppressed: number
        }[]
      }
      newsletter_campaign_stats: {
        Args: never
        Returns: {
          campaign_id: string
          failed: number
          queued: number
          sent: number
          suppressed: number
          unsubscribed: number
        }[]
      }
      prune_expired_records: {
        Args: never
        Returns: {
          idempotency_keys: number
          view_events: number
        }[]
      }
      queue_health: {
        Args: never
        Returns: {
          failed_email: number
          oldest_waiting_seconds: number
          waiting: number
        }[]
      }
      record_email_event: {
        Args: { address: string; detail?: string; event: string }
        Returns: boolean
      }
      record_lead_access: {
        Args: { access: string; details?: Json; lead_ids: string[] }
        Returns: undefined
      }
      renumber_mock_test_questions: {
        Args: { test_id: string }
        Returns: undefined
      }
      request_review_email_link: {
        Args: { college_id: string; email: string; kind: string }
        Returns: undefined
      }
      retry_email: { Args: { message: string }; Returns: boolean }
      revoke_review_tie: {
        Args: { reason: string; tie_id: string }
        Returns: undefined
      }
      save_mock_answer: {
        Args: {
          answer: string
          attempt_id: string
          marked: boolean
          question_id: string
          seconds: number
        }
        Returns: undefined
      }
      send_exam_reminders: { Args: { now?: string }; Returns: number }
      send_newsletter_campaign: { Args: { campaign: string }; Returns: number }
      send_newsletter_test: { Args: { campaign: string }; Returns: string }
      server_channel_key: { Args: never; Returns: string }
      set_faq_order: {
        Args: { faq_ids: string[]; order_indexes: number[] }
        Returns: number
      }
      settle_mock_attempt: { Args: { attempt_id: string }; Returns: boolean }
      start_mock_attempt: { Args: { test_slug: string }; Returns: string }
      start_mock_section: {
        Args: { attempt_id: string; section_name: string }
        Returns: undefined
      }
      stop_application_reminders: { Args: { token: string }; Returns: string }
      submit_enquiry: { Args: { submission: Json }; Returns: Json }
      submit_mock_attempt: { Args: { attempt_id: string }; Returns: undefined }
      submit_mock_section: {
        Args: { attempt_id: string; section_name: string }
        Returns: undefined
      }
      subscribe_newsletter: { Args: { subscription: Json }; Returns: Json }
      suppress_email: {
        Args: { address: string; note?: string }
        Returns: boolean
      }
      unsubscribe_community_thread: {
        Args: { token: string }
        Returns: boolean
      }
      unsubscribe_exam_reminders: { Args: { token: string }; Returns: string }
      unsubscribe_newsletter: { Args: { token: string }; Returns: string }
      unsuppress_email: { Args: { address: string }; Returns: boolean }
      vote_faq: {
        Args: { faq_id: string; helpful: boolean }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const CheckValues = {
  public: {
    blog_posts: {
      status: ["draft", "published", "archived"],
    },
    city_living_costs: {
      covers: ["hostel", "rent", "food", "transport", "utilities", "personal"],
    },
    college_applications: {
      status: [
        "planning",
        "applied",
        "shortlisted",
        "interview",
        "admitted",
        "declined",
      ],
    },
    college_placement_figures: {
      kind: [
        "audited",
        "nirf-data",
        "college-published",
        "press-report",
        "aggregator-estimate",
        "student-reported",
      ],
      metric: ["median", "average", "highest", "placed"],
      scope: ["all", "domestic", "international"],
    },
    college_programs: {
      mode: ["Full-time", "Part-time", "Executive", "Online", "Hybrid"],
    },
    college_reviews: {
      status: ["pending", "published", "refused", "hidden"],
    },
    colleges: {
      average_package_kind: [
        "audited",
        "nirf-data",
        "college-published",
        "press-report",
        "aggregator-estimate",
        "student-reported",
      ],
      type: [
        "IIM",
        "IIT",
        "Government",
        "Government-aided",
        "Private",
        "Deemed University",
        "Private University",
        "Autonomous",
      ],
    },
    community_moderation_events: {
      action: [
        "hide",
        "remove",
        "publish",
        "restore",
        "unpublish",
        "lock",
        "unlock",
        "pin",
        "unpin",
        "move",
        "delete",
        "suspend",
        "unsuspend",
        "change_suspension",
        "resolve_report",
        "dismiss_report",
        "reopen_report",
      ],
    },
    community_replies: {
      status: ["published", "pending", "hidden", "removed"],
    },
    community_reports: {
      reason: [
        "spam",
        "abuse",
        "off-topic",
        "misinformation",
        "personal-details",
        "copyright",
        "other",
      ],
      status: ["open", "resolved", "dismissed"],
    },
    community_threads: {
      status: ["published", "pending", "hidden", "removed"],
    },
    contact_submissions: {
      inquiry_type: ["counseling", "general"],
      status: ["new", "in_progress", "resolved", "spam"],
    },
    content_events: {
      action: ["insert", "update", "delete"],
    },
    exam_calendar_entries: {
      exam: ["cat", "xat", "nmat", "snap", "mat"],
      kind: [
        "notification",
        "registration-opens",
        "registration-closes",
        "admit-card",
        "exam-day",
        "exam-window",
        "result",
        "application-opens",
        "application-deadline",
      ],
      status: ["announced", "expected"],
      usual_part: ["early", "mid", "late", "any"],
      usual_until_part: ["early", "mid", "late", "any"],
    },
    exam_calendar_entry_history: {
      operation: ["insert", "update", "delete"],
    },
    exam_reminder_subscriptions: {
      exam: ["cat", "xat", "nmat", "snap", "mat"],
    },
    exams: {
      difficulty: ["High", "Medium", "Easy"],
    },
    lead_consents: {
      context: ["contact", "consultation", "newsletter", "my_data", "profile"],
      purpose: [
        "enquiry_contact",
        "newsletter",
        "whatsapp",
        "share_with_college",
      ],
    },
    lead_events: {
      action: [
        "created",
        "status_changed",
        "assigned",
        "note_added",
        "internal_note_added",
        "call_logged",
        "follow_up_set",
        "updated",
        "deleted",
        "viewed",
        "exported",
      ],
    },
    leads: {
      form_type: ["contact", "consultation", "newsletter"],
      inquiry_type: ["counseling", "general"],
      priority: ["low", "medium", "high", "urgent"],
      source: [
        "website",
        "google_ads",
        "facebook",
        "linkedin",
        "twitter",
        "organic",
      ],
      status: [
        "new",
        "contacted",
        "qualified",
        "working",
        "converted",
        "lost",
        "unqualified",
      ],
    },
    mock_test_attempt_answers: {
      miss_reason: ["concept", "calculation", "misread", "time"],
      outcome: ["correct", "incorrect", "unattempted"],
    },
    mock_test_attempts: {
      ended_by: ["candidate", "time"],
      scoring_scheme: ["cat", "xat", "nmat", "snap", "mat"],
      status: ["in_progress", "submitted"],
    },
    mock_test_passages: {
      kind: ["passage", "set"],
    },
    mock_test_questions: {
      difficulty: ["Easy", "Medium", "Hard"],
      question_type: ["mcq", "tita"],
    },
    mock_tests: {
      difficulty: ["High", "Medium", "Easy"],
      kind: ["full_length", "sectional"],
      scoring_scheme: ["cat", "xat", "nmat", "snap", "mat"],
      section_order: ["fixed", "candidate", "free"],
    },
    newsletter_campaigns: {
      status: ["draft", "sent"],
    },
    newsletter_subscribers: {
      status: ["active", "unsubscribed", "bounced"],
    },
    predictor_cutoff_line_history: {
      action: ["insert", "update", "delete"],
    },
    predictor_cutoff_lines: {
      background: ["engineering", "non-engineering"],
      categories: ["all", "General", "EWS", "NC-OBC", "SC", "ST", "PwD"],
      gender: ["woman", "man", "other"],
      kind: ["official-minimum", "aggregator-estimate", "third-party-report"],
      measure: ["percentile", "score"],
    },
    profiles: {
      role: ["super_admin", "editor", "counselor", "community_mod", "member"],
    },
    review_document_checks: {
      claimed_kind: ["student", "alumnus"],
      document_kind: ["id_card", "offer_letter"],
      status: ["pending", "verified", "refused"],
      verified_kind: ["student", "alumnus"],
    },
    review_moderation_events: {
      action: [
        "approve",
        "refuse",
        "hide",
        "restore",
        "resubmit",
        "delete",
        "verify_document",
        "refuse_document",
        "revoke_tie",
        "resolve_report",
        "dismiss_report",
        "reopen_report",
      ],
    },
    review_reports: {
      reason: [
        "fake",
        "conflict-of-interest",
        "abuse",
        "personal-details",
        "spam",
        "off-topic",
        "other",
      ],
      status: ["open", "resolved", "dismissed"],
    },
    review_ties: {
      kind: ["student", "alumnus"],
      method: ["email_domain", "document"],
    },
    scholarships: {
      provider_type: [
        "Government",
        "Institute",
        "Corporate",
        "Trust",
        "NGO",
        "Other",
      ],
    },
    slug_redirects: {
      kind: ["college", "blog"],
    },
    videos: {
      difficulty: ["Beginner", "Intermediate", "Advanced"],
      video_type: ["youtube", "vimeo", "upload", "external"],
    },
  },
} as const

export const Constants = {
  public: {
    Enums: {},
  },
} as const

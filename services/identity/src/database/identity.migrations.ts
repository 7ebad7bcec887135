import type { Migration } from '@rtm/backend/db';
import { RISK_SUMMARY_TABLE } from '@rtm/backend/projections';

export const IDENTITY_MIGRATIONS: Migration[] = [
  {
    name: '0001-users-and-departments',
    up: [
      `create table department (
        id serial primary key,
        name text not null,
        description text,
        manager_id uuid,
        created_at timestamptz not null default now()
      )`,
      `create unique index department_name_uq on department (lower(name))`,
      `create table app_user (
        id uuid primary key,
        username text not null,
        email text,
        first_name text,
        last_name text,
        profile_image_url text,
        role text not null default 'team_member' check (role in ('system_admin', 'executive', 'manager', 'team_member')),
        department_id integer references department (id) on delete set null,
        is_active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create unique index app_user_username_uq on app_user (lower(username))`,
      `create unique index app_user_email_uq on app_user (lower(email)) where email is not null`,
      `create index app_user_department_idx on app_user (department_id)`,
      `create index app_user_role_idx on app_user (role)`,
      `create index app_user_created_idx on app_user (created_at)`,
      `alter table department add constraint department_manager_fk foreign key (manager_id) references app_user (id) on delete set null`,
      `create index department_manager_idx on department (manager_id)`,
      `create table credential (
        user_id uuid primary key references app_user (id) on delete cascade,
        password_hash text not null,
        updated_at timestamptz not null default now()
      )`,
    ],
  },
  {
    name: '0002-user-language',
    up: [`alter table app_user add column language text not null default 'en' check (language in ('en', 'ar'))`],
  },
  {
    // The users' search (GET /api/users?search=): a part of the name or e-mail, and for system admins of the username,
    // in any case (ILIKE '%...%'), through trigram indexes so it stays an index scan at 10,000 users and more.
    // The first index's expression is the one UserRepository searches (NAME_AND_EMAIL): the two must stay equal.
    name: '0003-user-search',
    up: [
      `create extension if not exists pg_trgm with schema public`,
      `create index app_user_name_email_trgm_idx on app_user
         using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '')) public.gin_trgm_ops)`,
      `create index app_user_username_trgm_idx on app_user using gin (username public.gin_trgm_ops)`,
    ],
  },
  {
    // The risks as the risk service announces them (RISK_SUMMARY_PROJECTION, fed by its events): who owns open risks,
    // for the rule that such an owner keeps an owner role and stays active until the risks have another owner.
    name: '0004-risk-projection',
    up: [
      ...RISK_SUMMARY_TABLE,
      `create index risk_projection_open_owner_idx on risk_projection (owner_id)
         where status in ('open', 'under_review', 'mitigation_in_progress')`,
    ],
  },
  {
    // Saved views of the risk and task lists (issue 27): one person's, or shared with everyone by a manager or system
    // admin. A name is unique per owner and list in any case; a deactivated owner's views stay (a user is never deleted).
    name: '0005-saved-views',
    up: [
      `create table saved_view (
        id uuid primary key,
        owner_id uuid not null references app_user (id) on delete cascade,
        list text not null check (list in ('risks', 'tasks')),
        name text not null,
        query text not null,
        shared boolean not null default false,
        created_at timestamptz not null default now()
      )`,
      `create unique index saved_view_owner_name_uq on saved_view (owner_id, list, lower(name))`,
      `create index saved_view_shared_idx on saved_view (list, created_at desc) where shared`,
    ],
  },
];

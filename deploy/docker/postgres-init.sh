#!/bin/sh
# First start of compose.yaml's PostgreSQL: the role the processes log in as, owner of the database `rtm` and not a
# superuser (with NODE_ENV=production a process refuses a superuser's connection), and pg_trgm, which a database
# owner may create too (a trusted extension) but is made here once.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --set password="$RTM_DB_PASSWORD" <<'SQL'
create role rtm login password :'password';
create database rtm owner rtm;
\connect rtm
create extension if not exists pg_trgm with schema public;
SQL

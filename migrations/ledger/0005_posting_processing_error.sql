-- Post-posting failures: the last infrastructure error of an asynchronous batch's processing
-- (business rejections are `violations`, not errors). Cleared by republish.
alter table ledger.postings add column processing_error text;
create index postings_failures on ledger.postings (env_id, booking_timestamp, id)
  where mode = 'async' and status = 'pending' and processing_error is not null;

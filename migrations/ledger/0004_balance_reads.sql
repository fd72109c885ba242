-- Balance reads (ADR 0009 and docs/api.md, "Ledger read side"): point-in-time balances, balance
-- series and statement cuts ask "the running balance of this balance key after its last leg
-- booked at or before T". transactions_balance_key (… , seq) answers that only by walking back
-- from the newest leg, so old instants cost O(legs since); with booking_timestamp in the key
-- it is one index probe per key whatever T is.
create index transactions_balance_key_booking
  on ledger.transactions (env_id, account_id, address, asset, denomination, phase, booking_timestamp, seq);

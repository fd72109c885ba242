-- Producer tables of the payments service: outbox (drained by the relay) and audit_journal.
select platform.create_producer_tables('payments');

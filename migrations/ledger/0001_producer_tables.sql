-- Producer tables of the ledger service: outbox (drained by the relay) and audit_journal.
select platform.create_producer_tables('ledger');

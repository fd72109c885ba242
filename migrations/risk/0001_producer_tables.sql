-- Producer tables of the risk service: outbox (drained by the relay) and audit_journal.
select platform.create_producer_tables('risk');

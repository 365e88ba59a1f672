CREATE TABLE "approval_waiting" (
	"company_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"module" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	CONSTRAINT "approval_waiting_company_id_request_id_employee_id_pk" PRIMARY KEY("company_id","request_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "approval_waiting" ADD CONSTRAINT "approval_waiting_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_waiting_inbox_idx" ON "approval_waiting" USING btree ("company_id","employee_id","module","subject_id");--> statement-breakpoint
-- Requests already pending wait on the people of the levels asked now (the engine's waitingLevels).
INSERT INTO "approval_waiting" ("company_id", "request_id", "employee_id", "module", "subject_id", "requester_id")
SELECT DISTINCT l.company_id, l.request_id, p.person, r.module, r.subject_id, r.requester_id
FROM "approval_request_levels" l
JOIN "approval_requests" r ON r.company_id = l.company_id AND r.id = l.request_id
CROSS JOIN LATERAL (VALUES (l.approver_id), (l.alt_approver_id)) AS p(person)
WHERE r.status = 'pending' AND l.outcome IS NULL AND p.person IS NOT NULL AND p.person <> r.requester_id
  AND (r.approval_type = 'Concurrent' OR NOT EXISTS (
    SELECT 1 FROM "approval_request_levels" e
    WHERE e.company_id = l.company_id AND e.request_id = l.request_id AND e.level < l.level AND e.outcome IS NULL));

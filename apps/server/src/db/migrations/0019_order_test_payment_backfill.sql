-- Orders placed before test payments were marked (0018): the built-in test gateway's card page
-- lives under /api/test-gateway/, and the test Idram wallet's merchant account is 100000001
-- (TEST_IDRAM_ACCOUNT). Those orders moved no money; staff, e-mails and exports say so now.
UPDATE "orders" SET "test_payment" = true
WHERE NOT "test_payment"
  AND ("payment_url" LIKE '%/api/test-gateway/%' OR "payment_details"->>'account' = '100000001');

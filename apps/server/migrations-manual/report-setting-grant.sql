-- Not applied by the migrator: to be appended to the generated migration "report-setting" (0027 on this
-- branch) when it is regenerated on merge, as 0003 carries its own grant of MANAGE_EMPLOYEE_ATTENDANCE.
-- Schools made before the MANAGE_REPORT_SETTING key existed: the roles that read the report settings may
-- also save them (new schools get the key from DEFAULT_ROLES).
INSERT INTO "role_permission" ("campus_id", "role_id", "permission_key") SELECT "campus_id", "role_id", 'MANAGE_REPORT_SETTING' FROM "role_permission" WHERE "permission_key" = 'VIEW_CAMPUS_REPORT_SETTING' ON CONFLICT DO NOTHING;

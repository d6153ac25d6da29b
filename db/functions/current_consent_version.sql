-- The consent texts in force: the newest published version (each registration records it, by the
-- default of joiners.consent_version).
CREATE OR REPLACE FUNCTION current_consent_version() RETURNS integer AS $$
  SELECT version FROM consent_texts WHERE published_at <= now() ORDER BY published_at DESC, version DESC LIMIT 1
$$ LANGUAGE sql STABLE;

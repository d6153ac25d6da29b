import { getTranslations } from 'next-intl/server';

/**
 * The code box of /record/verify: a plain GET form (works without JavaScript), so a code typed from
 * paper lands on /record/verify?code=… and is checked on the server.
 */
export async function VerifyForm({ code }: { code?: string }) {
  const t = await getTranslations('records.verify');
  return (
    <form method="get" action="/record/verify" aria-label={t('formLabel')} style={{ marginBottom: 16 }}>
      <div className="row">
        <div className="field">
          <label htmlFor="verifyCode">{t('formLabel')}</label>
          <input
            id="verifyCode"
            name="code"
            defaultValue={code ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            placeholder="7KQ4-M2XD-9PRA"
            required
          />
        </div>
      </div>
      <button type="submit" className="btn">
        {t('submit')}
      </button>
    </form>
  );
}

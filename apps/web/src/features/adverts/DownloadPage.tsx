import { useQuery } from '@tanstack/react-query';
import { DEFAULT_APP_IMAGE } from '@nyota/contract/adverts';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button, buttonClass } from '../../shared/ui/Button';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { useInstallOffer } from './use-install-offer';
import { fetchVersionFile } from './version-file';
import './adverts.css';

/**
 * The `download` route (docs/product-rules/adverts-and-download.md#download-page): the Android
 * package named by the version file, when the deployment has one, and the browser install.
 */
export function DownloadPage() {
  const { t } = useI18n();
  const version = useQuery({ queryKey: ['versionFile'], queryFn: ({ signal }) => fetchVersionFile(signal), staleTime: 60_000 });
  const brand = market.brandName;
  const file = version.data ?? null;
  return (
    <PageFrame title={t('menu.download')} data-testid="page-download">
      <div className="download">
        <img className="download__image" src={file?.imgUrl ?? DEFAULT_APP_IMAGE} alt="" width={640} height={320} />
        <h2 className="download__heading">{t('download.heading', { brand })}</h2>
        <section className="download__part" aria-labelledby="download-android" data-testid="download-android">
          <h3 id="download-android">{t('download.android_title')}</h3>
          {version.isPending ? (
            <Spinner />
          ) : file?.apkUrl ? (
            <>
              <p>{t('download.android_body')}</p>
              <a className={buttonClass('primary', true)} href={file.apkUrl} download data-testid="download-apk">
                {t('download.android_button')}
              </a>
              <p className="download__note">{t('download.android_note')}</p>
            </>
          ) : (
            <p data-testid="download-no-apk">{t('download.no_apk', { brand })}</p>
          )}
        </section>
        <InstallPart brand={brand} />
      </div>
    </PageFrame>
  );
}

function InstallPart({ brand }: { brand: string }) {
  const { t } = useI18n();
  const { state, install } = useInstallOffer();
  return (
    <section className="download__part" aria-labelledby="download-pwa" data-testid="download-pwa" data-state={state}>
      <h3 id="download-pwa">{t('download.pwa_title')}</h3>
      {state === 'running' && <p>{t('download.pwa_running')}</p>}
      {state === 'installed' && <p>{t('download.pwa_done', { brand })}</p>}
      {(state === 'offer' || state === 'manual' || state === 'dismissed') && <p>{t('download.pwa_body', { brand })}</p>}
      {state === 'offer' && (
        <Button block onClick={() => void install()} data-testid="download-install">
          {t('download.pwa_button', { brand })}
        </Button>
      )}
      {state === 'manual' && <p className="download__note">{t('download.pwa_manual')}</p>}
    </section>
  );
}

import { packTotal, type Pack, type PackLine } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPackLinesQuery, useGetPacksQuery } from '@kk/api-clients';
import { ArticleRow, DuplicateOrderDialog } from '@kk/shop-ui';
import { Alert, Button, CartIcon, Modal, Price, QueryState, Skeleton, useErrorDescription } from '@kk/ui-kit';
import { ArticleList, BrandSection, BrandSections, BrandTitle, DetailActions, TotalLine } from './pack-detail.styles';
import { useAddPackToCart } from './use-add-pack-to-cart';

/** Props of PackDetail. */
export interface PackDetailProps {
  /** The school whose packs are listed. */
  schoolId: number;
  /** The chosen levels (the packs' query). */
  levelIds: readonly number[];
  /** Id of the pack shown; null: the popup is closed. */
  packId: number | null;
  /** Closes the popup. */
  onClose: () => void;
}

/**
 * The pack's articles grouped by brand, brands in the order they first appear. Within a brand the
 * same article at the same price is shown once with its quantities added up (a pack lists a
 * notebook once per subject; the reader wants "Cahier 96 pages × 6", not six identical lines).
 */
export function groupByBrand(articles: readonly PackLine[]): { brand: string; articles: PackLine[] }[] {
  const groups = new Map<string, PackLine[]>();
  for (const article of articles) {
    const list = groups.get(article.brand) ?? [];
    const same = list.find(
      (a) =>
        a.article.id !== null &&
        a.article.id !== undefined &&
        a.article.id === article.article.id &&
        a.price === article.price,
    );
    if (same) list[list.indexOf(same)] = { ...same, quantity: same.quantity + article.quantity };
    else list.push(article);
    groups.set(article.brand, list);
  }
  return [...groups].map(([brand, list]) => ({ brand, articles: list }));
}

/**
 * The pack detail popup (§2): the pack's articles per brand with their unit prices and
 * quantities, the pack's total, and Add to cart (to /shop-cart). The articles come from
 * `get_pack_articles`.
 *
 * @example
 * <PackDetail pack={openPack} onClose={closePack} />
 */
export function PackDetail({ schoolId, levelIds, packId, onClose }: PackDetailProps) {
  const { t } = useTranslation('shop-supplies');
  // The same query as the packs section: answered from the cache, also when the page opens with a pack in its URL.
  const packs = useGetPacksQuery(packId === null ? skipToken : { school_id: schoolId, levels_ids: levelIds });
  const pack = packId === null ? undefined : packs.data?.find((p) => p.id === packId);
  const missing = packs.isSuccess && !pack;
  return (
    <Modal
      open={packId !== null}
      onClose={onClose}
      title={pack?.name ?? (missing ? t('pack.notFound') : t('pack.loading'))}
      size="lg"
    >
      {pack ? (
        <PackDetailBody pack={pack} onClose={onClose} />
      ) : (
        <QueryState
          query={packs}
          errorMessage={t('pack.loadError')}
          loading={<Skeleton variant="rect" height="3.5rem" />}
        >
          {() => (
            <Button fullWidth variant="secondary" onClick={onClose}>
              {t('pack.close')}
            </Button>
          )}
        </QueryState>
      )}
    </Modal>
  );
}

/** The open pack's articles, once they arrive. */
function PackDetailBody({ pack, onClose }: { pack: Pack; onClose: () => void }) {
  const { t } = useTranslation('shop-supplies');
  const query = useGetPackLinesQuery(pack.id);
  return (
    <QueryState
      query={query}
      errorMessage={t('pack.loadError')}
      loadingLabel={t('pack.loading')}
      loading={<Skeleton variant="rect" height="3.5rem" count={3} />}
    >
      {(articles) => <PackLines pack={pack} articles={articles} onClose={onClose} />}
    </QueryState>
  );
}

/** The articles per brand, the total and Add to cart. */
function PackLines({ pack, articles, onClose }: { pack: Pack; articles: PackLine[]; onClose: () => void }) {
  const { t } = useTranslation('shop-supplies');
  // A visitor who tapped Add to cart and signed in comes back here with `&add=1`: added once, by itself.
  const cart = useAddPackToCart({ pack, articles });
  const cause = useErrorDescription(cart.error);
  return (
    <BrandSections>
      {groupByBrand(articles).map((group) => (
        <BrandSection key={group.brand}>
          <BrandTitle>{group.brand || t('pack.noBrand')}</BrandTitle>
          <ArticleList>
            {group.articles.map((article) => (
              <ArticleRow
                key={article.id}
                asListItem
                name={article.article.name}
                imageUrl={article.image_url}
                price={article.price}
                detail={t('pack.quantity', { count: article.quantity })}
              />
            ))}
          </ArticleList>
        </BrandSection>
      ))}
      <TotalLine>
        <span>{t('pack.total')}</span>
        <Price amount={packTotal({ pack_articles: articles })} size="lg" />
      </TotalLine>
      <DetailActions>
        {cart.failed && <Alert tone="danger">{t('pack.addFailed', { cause: cause ?? '' })}</Alert>}
        <Button
          fullWidth
          startIcon={<CartIcon />}
          loading={cart.isAdding}
          disabled={articles.length === 0}
          onClick={() => void cart.add(pack, articles)}
        >
          {t('pack.addToCart')}
        </Button>
        <Button fullWidth variant="ghost" onClick={onClose}>
          {t('pack.close')}
        </Button>
      </DetailActions>
      <DuplicateOrderDialog {...cart.dialog} />
    </BrandSections>
  );
}

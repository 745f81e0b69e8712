import { useState, type ElementType } from 'react';
import { Avatar, Badge, Card, CardMeta, CardThumb, LocationIcon, type HeadingLevel, type ViewMode } from '@kk/ui-kit';
import { CardHeading } from '../card-heading/card-heading';
import { Cycles, SchoolLayout, SchoolText } from './school-card.styles';

/** Props of SchoolCard. */
export interface SchoolCardProps {
  /** School name: the card's title and link. */
  name: string;
  /** Street address. */
  address?: string;
  /** City, written after the address. */
  city?: string;
  /** Logo URL; the initials of the name are shown without one. */
  logoUrl?: string | null;
  /** Names of the school's cycles (level groups), e.g. ['Primaire', 'Collège']. */
  cycles?: readonly string[];
  /** Accessible name of the list of cycles (e.g. 'Cycles'). */
  cyclesLabel?: string;
  /** `list` (a row) or `grid` (a tile). @default 'list' */
  layout?: ViewMode;
  /** Destination of the card (/school/{id}). Without it the card is not a link. */
  href?: string;
  /** The router's link component (receives `href`). @default 'a' */
  linkAs?: ElementType;
  /** Heading level of the name, to fit the page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** Render as a list item, inside a list. @default false */
  asListItem?: boolean;
}

/**
 * A school in the schools screen: logo, name, address and cycles, as a row (list view) or a tile
 * (grid view). The whole card opens the school.
 *
 * @example
 * <SchoolCard name={s.name} address={s.address} city={s.city} logoUrl={s.logo_url} cycles={groups} href={`/school/${s.id}`} linkAs={ShopLink} layout={view} />
 */
export function SchoolCard({
  name,
  address,
  city,
  logoUrl,
  cycles = [],
  cyclesLabel,
  layout = 'list',
  href,
  linkAs,
  headingLevel = 3,
  asListItem = false,
}: SchoolCardProps) {
  const grid = layout === 'grid';
  const [logoFailed, setLogoFailed] = useState(false);
  const logoSize = grid ? '4.5rem' : '3.5rem';
  const place = [address, city].filter(Boolean).join(', ');

  return (
    <Card as={asListItem ? 'li' : 'article'} interactive={Boolean(href)} data-ui="school-card-root">
      <SchoolLayout $grid={grid} data-ui="school-card-layout">
        {logoUrl && !logoFailed ? (
          <CardThumb $size={logoSize} data-ui="school-card-logo">
            {/* The name is written next to it: the logo adds nothing for screen readers. */}
            <img src={logoUrl} alt="" onError={() => setLogoFailed(true)} />
          </CardThumb>
        ) : (
          <Avatar name={name} size={grid ? 'xl' : 'lg'} decorative />
        )}
        <SchoolText $grid={grid}>
          <CardHeading level={headingLevel} href={href} linkAs={linkAs} data-ui="school-card-name">
            {name}
          </CardHeading>
          {place && (
            <CardMeta data-ui="school-card-address">
              <LocationIcon size="sm" />
              {place}
            </CardMeta>
          )}
          {cycles.length > 0 && (
            <Cycles $grid={grid} aria-label={cyclesLabel} data-ui="school-card-cycles">
              {cycles.map((cycle) => (
                <li key={cycle}>
                  <Badge tone="info" size="sm">
                    {cycle}
                  </Badge>
                </li>
              ))}
            </Cycles>
          )}
        </SchoolText>
      </SchoolLayout>
    </Card>
  );
}

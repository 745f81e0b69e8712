import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { theme } from './theme';
import {
  borderWidths,
  breakpoints,
  fontSizes,
  fontWeights,
  motion,
  palette,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/**
 * The design tokens of the kit, as they are in `theme` (src/lib/theme). Components read them
 * through `props.theme`; nothing in a component uses a raw colour, size or duration.
 */
function TokensPage({ children }: { children: ReactNode }) {
  return <Page>{children}</Page>;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Grid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${theme.space[3]};
`;

const Swatch = styled.div<{ $color: string }>`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  font-size: ${theme.fontSizes.xs};

  &::before {
    content: '';
    block-size: 3rem;
    background-color: ${({ $color }) => $color};
  }

  span {
    padding: ${theme.space[1]} ${theme.space[2]};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-block-end: 1px solid ${theme.colors.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
`;

const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  color: ${({ $fg }) => $fg};
  background-color: ${({ $bg }) => $bg};
  font-weight: ${theme.fontWeights.semibold};
`;

const Bar = styled.span<{ $size: string }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size};
  block-size: 1rem;
  background-color: ${theme.colors.brand.primary};
  border-radius: ${theme.radii.sm};
`;

const Box = styled.div<{ $radius?: string; $shadow?: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 5rem;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${({ $radius }) => $radius ?? theme.radii.md};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  background-color: ${theme.colors.background.surface};
  font-size: ${theme.fontSizes.xs};
`;

const meta = {
  title: 'UI Kit/Foundations/Tokens',
  component: TokensPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: null },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Raw palette (tokens.ts): Majorelle blue, saffron, zellige green, terracotta red, cool greys. */
export const Palette: Story = {
  render: () => (
    <Grid $min="8rem">
      {Object.entries(palette).flatMap(([family, shades]) =>
        typeof shades === 'string'
          ? [
              <Swatch key={family} $color={shades}>
                <span>{family}</span>
                <span>{shades}</span>
              </Swatch>,
            ]
          : Object.entries(shades).map(([shade, hex]) => (
              <Swatch key={`${family}-${shade}`} $color={hex}>
                <span>{`${family} ${shade}`}</span>
                <span>{hex}</span>
              </Swatch>
            )),
      )}
    </Grid>
  ),
};

/** Every colour pair the components use, with its contrast ratio (checked by theme.test.ts). */
export const ColorContrast: Story = {
  render: () => (
    <Table>
      <caption>Contrastes WCAG des paires de couleurs du thème</caption>
      <thead>
        <tr>
          <th scope="col">Usage</th>
          <th scope="col">Exemple</th>
          <th scope="col">Contraste</th>
          <th scope="col">Minimum</th>
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map((pair) => (
          <tr key={pair.name}>
            <th scope="row">{pair.name}</th>
            <td>
              <Sample $fg={pair.minimum === 3 ? theme.colors.text.primary : pair.foreground} $bg={pair.background}>
                {pair.minimum === 3 ? <Bar $size="2rem" style={{ backgroundColor: pair.foreground }} /> : 'Aa عربي'}
              </Sample>
            </td>
            <td>{`${contrastRatio(pair.foreground, pair.background).toFixed(2)}:1`}</td>
            <td>{`${pair.minimum}:1`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
};

/** Type scale, in Inter (Latin) and Noto Sans Arabic (Arabic), at the three bundled weights. */
export const Typography: Story = {
  render: () => (
    <Table>
      <caption>Échelle typographique</caption>
      <thead>
        <tr>
          <th scope="col">Taille</th>
          <th scope="col">Latin</th>
          <th scope="col">العربية</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSizes).map(([name, size]) => (
          <tr key={name}>
            <th scope="row">{`${name} · ${size}`}</th>
            <td style={{ fontSize: size }}>École Al Amal – fournitures 2024</td>
            <td lang="ar" dir="rtl" style={{ fontSize: size }}>
              مدرسة الأمل – لوازم 2024
            </td>
          </tr>
        ))}
        {Object.entries(fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row">{`${name} · ${weight}`}</th>
            <td style={{ fontWeight: weight }}>Pack CP complet</td>
            <td lang="ar" dir="rtl" style={{ fontWeight: weight }}>
              حزمة السنة الأولى
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
};

/** Spacing scale (4 px grid, in rem). */
export const Spacing: Story = {
  render: () => (
    <Table>
      <caption>Espacements</caption>
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{`space[${name}] · ${value}`}</th>
            <td>
              <Bar $size={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
};

/** Corner radii, border widths and shadows. */
export const RadiiAndShadows: Story = {
  render: () => (
    <Page>
      <Grid $min="7rem">
        {Object.entries(radii).map(([name, value]) => (
          <Box key={name} $radius={value}>{`radius ${name}`}</Box>
        ))}
      </Grid>
      <Grid $min="7rem">
        {Object.entries(borderWidths).map(([name, value]) => (
          <Box
            key={name}
            style={{ borderWidth: value, borderColor: theme.colors.border.strong }}
          >{`border ${name} · ${value}`}</Box>
        ))}
      </Grid>
      <Grid $min="9rem">
        {Object.entries(shadows).map(([name, value]) => (
          <Box key={name} $shadow={value}>{`shadow ${name}`}</Box>
        ))}
      </Grid>
    </Page>
  ),
};

/** Breakpoints (min-width, mobile first), stacking order and motion. */
export const LayoutAndMotion: Story = {
  render: () => (
    <Page>
      <Table>
        <caption>Points de rupture</caption>
        <tbody>
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{`${value}px · ${theme.media[name as keyof typeof breakpoints]}`}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>Ordre d’empilement</caption>
        <tbody>
          {Object.entries(zIndices).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>Mouvement (seulement sous prefers-reduced-motion: no-preference)</caption>
        <tbody>
          {Object.entries(motion.duration).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{`duration ${name}`}</th>
              <td>{value}</td>
            </tr>
          ))}
          {Object.entries(motion.easing).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{`easing ${name}`}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Page>
  ),
};

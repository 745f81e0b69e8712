/** Options of the screen generator (schema.json). */
export interface ScreenGeneratorSchema {
  project: string;
  name: string;
  route: string;
  app?: 'shop' | 'learning';
  call?: string;
  namespace?: string;
  title?: string;
  guard?: 'auth' | 'none';
  skipFormat?: boolean;
}

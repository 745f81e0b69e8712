/** Options of the endpoint generator (schema.json). */
export interface EndpointGeneratorSchema {
  file: string;
  name: string;
  call: number;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path?: string;
  kind?: 'query' | 'mutation';
  entity?: string;
  skipFormat?: boolean;
}

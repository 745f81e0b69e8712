/**
 * A bare app that boots the framework stack both apps are built on, and nothing of ours:
 * react + react-dom, react-router-dom (BrowserRouter + Routes, as the apps boot), Redux Toolkit
 * (configureStore + an RTK Query createApi with one endpoint) under react-redux's Provider,
 * styled-components (a styled element under a ThemeProvider), i18next + react-i18next, and a
 * react-final-form Form with one Field. It renders one route.
 *
 * Its first-load JavaScript is the floor of the bundle budget (tools/scripts/bundle-budget.mjs).
 * Each library is really used, so the bundler cannot drop it: the number is what an app on this
 * stack cannot go below.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import styled, { ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({
    hello: build.query<{ text: string }, void>({ query: () => 'hello' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

void i18next.use(initReactI18next).init({
  lng: 'fr',
  resources: { fr: { translation: { title: 'Bonjour', name: 'Nom' } } },
});

const theme = { color: '#0b6e4f' };

const Title = styled.h1`
  color: ${(p) => (p.theme as typeof theme).color};
  margin-inline-start: 1rem;
`;

function Home() {
  const { t } = useTranslation();
  const { data } = api.useHelloQuery();
  return (
    <main>
      <Title>{data?.text ?? t('title')}</Title>
      <Form<{ name: string }>
        onSubmit={() => undefined}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field<string> name="name" render={({ input }) => <input aria-label={t('name')} {...input} />} />
          </form>
        )}
      />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Home />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);

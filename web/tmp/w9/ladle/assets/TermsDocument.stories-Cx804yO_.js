import{u as p,j as e}from"./index-3M-ZPlqv.js";import{b as u}from"./content-data-qWbEjJxY.js";import{T as r}from"./Text-BpbqBEO8.js";import{S as f}from"./Stack-Cx3s_fxd.js";import{u as h}from"./format-date-HfjFCSl_.js";import{u as b}from"./use-localized-BTzxUhBV.js";import"./localized-text-Dt1L4s9F.js";import"./catalog-Dyo535eQ.js";const y="_body_fvc3n_1",x="_paragraph_fvc3n_5",a={body:y,paragraph:x};function j(o){return o.split(/\n\s*\n/).map(t=>t.trim()).filter(Boolean)}function n({terms:o}){const{t}=p("content"),c=b(),m=h(),i=c(o.body);return e.jsxs(f,{gap:"md",children:[e.jsx(r,{size:"sm",c:"dimmed",children:t("terms.version",{version:o.version,date:m(o.effectiveFrom)})}),e.jsx("div",{className:a.body,children:j(i).map((d,l)=>e.jsx(r,{component:"p",className:a.paragraph,children:d},l))})]})}const F={title:"Features / Content / TermsDocument"},s=u({body:{ko:`제1조 (목적)
이 약관은 회사가 운영하는 디지털 상품 중개 서비스의 이용 조건을 정합니다.

제2조 (중개)
회사는 판매자와 구매자의 거래를 중개합니다.`,en:`Article 1 (Purpose)
These terms set out the conditions of use of the marketplace.

Article 2 (Brokerage)
The company brokers trades between sellers and buyers.`,es:`Artículo 1 (Objeto)
Estas condiciones regulan el uso del mercado.

Artículo 2 (Intermediación)
La empresa intermedia entre vendedores y compradores.`}}),S=()=>e.jsx(n,{terms:s}),g=()=>e.jsx(n,{terms:s});g.meta={locale:"en"};const T=()=>e.jsx(n,{terms:s});T.meta={locale:"es"};typeof window<"u"&&window.document&&window.document.createElement&&document.documentElement.setAttribute("data-storyloaded","");export{g as English,S as Korean,T as Spanish,F as default};

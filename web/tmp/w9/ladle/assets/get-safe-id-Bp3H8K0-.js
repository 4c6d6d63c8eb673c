function e(t,n){return r=>{if(typeof r!="string"||r.trim().length===0)throw new Error(n);return`${t}-${r}`}}export{e as g};

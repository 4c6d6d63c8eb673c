function t(e,n){return r=>{e?.(r),n?.(r)}}export{t as c};

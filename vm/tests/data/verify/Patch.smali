# Valid methods whose code units vm/tests/verify_negative.rs overwrites (in the DEX bytes,
# re-fixing the checksum) to build what smali refuses to assemble.
.class public LPatch;
.super Ljava/lang/Object;

.method static target(Ljava/lang/String;)V
    .registers 1
    return-void
.end method

# 0: const/4 v0 | 1: if-eqz v0, +5 | 3: const v1, #i | 6: return-void
.method static branch()V
    .registers 2
    const/4 v0, 0
    if-eqz v0, :l
    const v1, 0x12345678
    :l
    return-void
.end method

# 0: const/4 | 1: new-array | 3: fill-array-data +5 | 6: return-void | 7: nop | 8: payload (8)
.method static payload()V
    .registers 2
    const/4 v0, 2
    new-array v0, v0, [I
    fill-array-data v0, :d
    return-void
    :d
    .array-data 4
        0x1
        0x2
    .end array-data
.end method

# 0: nop | 1: const-string v0 | 3: invoke-static {v0} | 6: return-void
.method static opcodes()V
    .registers 1
    nop
    const-string v0, "s"
    invoke-static {v0}, LPatch;->target(Ljava/lang/String;)V
    return-void
.end method

# 0: const/4 v0 | 1: packed-switch v0, +4 | 4: return-void | 5: nop | 6: payload (6) | 12: return-void
.method static switcher()V
    .registers 1
    const/4 v0, 0
    packed-switch v0, :t
    return-void
    :t
    .packed-switch 0x0
        :c
    .end packed-switch
    :c
    return-void
.end method

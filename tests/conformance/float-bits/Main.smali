.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 6
    const v0, 1.0f
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, -0.0f
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, 0.0f
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, NaNf
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, Infinityf
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, 3.4028235E38f
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, 1.4E-45f
    invoke-static {v0}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {v0}, Ljava/lang/Float;->isNaN(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->isInfinite(F)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Float;->hashCode()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/lang/Float;->floatValue()F
    move-result v3
    invoke-static {v3}, LMain;->p(F)V
    const v0, 1065353216
    invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, 2139095041
    invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, -4194304
    invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, 1
    invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, 2139095039
    invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, 0.0f
    const v2, -0.0f
    invoke-static {v0, v2}, Ljava/lang/Float;->compare(FF)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, NaNf
    const v2, Infinityf
    invoke-static {v0, v2}, Ljava/lang/Float;->compare(FF)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, 1.0f
    const v2, 2.0f
    invoke-static {v0, v2}, Ljava/lang/Float;->compare(FF)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const v0, NaNf
    const v2, NaNf
    invoke-static {v0, v2}, Ljava/lang/Float;->compare(FF)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v0, "3.25"
    invoke-static {v0}, Ljava/lang/Float;->parseFloat(Ljava/lang/String;)F
    move-result v1
    invoke-static {v1}, LMain;->p(F)V
    const v0, NaNf
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    invoke-virtual {v2, v2}, Ljava/lang/Float;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    const v0, 0.0f
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v2
    const v0, -0.0f
    invoke-static {v0}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/lang/Float;->equals(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

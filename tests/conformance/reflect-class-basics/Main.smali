.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Basic reflection: Class.forName (binary and array names, initialization,
# ClassNotFoundException), newInstance (its exceptions), names, hierarchy queries,
# modifiers of top-level classes, getEnumConstants, cast.

.method public static main([Ljava/lang/String;)V
    .locals 6

    const-string v0, "Widget"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "java.lang.String"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "java.util.ArrayList"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[I"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[[Ljava.lang.String;"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[LColor;"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "p.Hidden"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "NoSuchClass"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "java/lang/String"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "Ljava.lang.String;"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[Ljava.lang.String"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "int"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[V"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "[LNoSuchClass;"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, ""
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V

    const-string v0, "before forName(Lazy)"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, "Lazy"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    const-string v0, "BadInit"
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->forName(Ljava/lang/String;)V

    const-string v0, "java.lang.String"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    const-class v1, Ljava/lang/String;
    if-ne v0, v1, :not_same
    const-string v0, "forName gives the String class object"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    :not_same
    const-string v0, "[[I"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getComponentType()Ljava/lang/Class;
    move-result-object v0
    const-class v1, [I
    if-ne v0, v1, :not_same2
    const-string v0, "component of [[I is int[].class"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    :not_same2

    const-class v0, LWidget;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-string v0, "LazyNew"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, LAbstractShape;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, LShape;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, LSecret;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, LFailing;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, LNoDefault;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-string v0, "p.Hidden"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, [I
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Class;
    invoke-static {v0}, LMain;->newInst(Ljava/lang/Class;)V

    const-class v0, LWidget;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, LAbstractShape;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, LShape;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, LColor;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-string v0, "p.Hidden"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Object;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Integer;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, [I
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, [[Ljava/lang/String;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, [LWidget;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    # A top-level class whose name has a '$' (no InnerClass annotation): the JDK keeps it.
    const-class v0, LTop$Level;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V

    invoke-static {}, LMain;->assignability()V
    invoke-static {}, LMain;->enums()V
    invoke-static {}, LMain;->casts()V
    return-void
.end method

.method static forName(Ljava/lang/String;)V
    .locals 3
    :try_start
    invoke-static {p0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "forName("
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ") = "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/ClassNotFoundException; {:try_start .. :try_end} :cnfe
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :other
    return-void
    :cnfe
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "forName("
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ") threw ClassNotFoundException: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    :other
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "forName("
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ") threw "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    # (Newer JDKs give the NoClassDefFoundError of a failed class a cause too.)
    instance-of v2, v0, Ljava/lang/ExceptionInInitializerError;
    if-eqz v2, :nocause
    invoke-virtual {v0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v0
    const-string v2, " caused by "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    :nocause
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static newInst(Ljava/lang/Class;)V
    .locals 3
    :try_start
    invoke-virtual {p0}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "new "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed
    return-void
    :failed
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v2, ".newInstance() threw "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    instance-of v2, v0, Ljava/lang/IllegalStateException;
    if-eqz v2, :nomsg
    const-string v2, ": "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :nomsg
    invoke-virtual {v0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :nocause
    const-string v2, " caused by "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :nocause
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# name, simple name, toString, superclass, interface/array/primitive, component,
# modifiers in hex.
.method static describe(Ljava/lang/Class;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " simple="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " toString="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " super="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getSuperclass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " interface="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->isInterface()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v1, " array="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->isArray()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v1, " primitive="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->isPrimitive()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v1, " enum="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->isEnum()Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v1, " component="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getComponentType()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " modifiers=0x"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getModifiers()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static assignability()V
    .locals 4
    const-class v0, Ljava/lang/Number;
    const/4 v1, 5
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    const-class v0, Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    const-class v0, Ljava/lang/Comparable;
    const-string v1, "s"
    invoke-virtual {v0, v1}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V

    const-class v0, Ljava/lang/Object;
    const-class v1, [I
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    invoke-static {v1, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    sget-object v0, Ljava/lang/Long;->TYPE:Ljava/lang/Class;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Number;
    const-class v1, Ljava/lang/Integer;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    invoke-static {v1, v0}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Comparable;
    const-class v1, Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v0, [Ljava/lang/Object;
    const-class v1, [Ljava/lang/String;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    invoke-static {v1, v0}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v1, [I
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v0, Ljava/lang/Cloneable;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    const-class v0, LShape;
    const-class v1, LWidget;
    invoke-static {v0, v1}, LMain;->assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    :npe_start
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Class;->isAssignableFrom(Ljava/lang/Class;)Z
    :npe_end
    .catch Ljava/lang/NullPointerException; {:npe_start .. :npe_end} :npe
    return-void
    :npe
    move-exception v0
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static assignable(Ljava/lang/Class;Ljava/lang/Class;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " <- "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0, p1}, Ljava/lang/Class;->isAssignableFrom(Ljava/lang/Class;)Z
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static enums()V
    .locals 3
    const-class v0, LColor;
    invoke-virtual {v0}, Ljava/lang/Class;->getEnumConstants()[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v1}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Class;->getEnumConstants()[Ljava/lang/Object;
    move-result-object v2
    if-eq v1, v2, :same
    const-string v2, "a fresh array per call"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :same
    const/4 v2, 1
    aget-object v1, v1, v2
    sget-object v2, LColor;->GREEN:LColor;
    if-ne v1, v2, :other
    const-string v2, "element 1 is Color.GREEN"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :other
    const-class v0, LWidget;
    invoke-virtual {v0}, Ljava/lang/Class;->getEnumConstants()[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    sget-object v0, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;
    invoke-virtual {v0}, Ljava/lang/Class;->getEnumConstants()[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-class v0, Ljava/lang/Enum;
    invoke-virtual {v0}, Ljava/lang/Class;->getEnumConstants()[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static casts()V
    .locals 3
    const-class v0, Ljava/lang/CharSequence;
    const-string v1, "text"
    invoke-virtual {v0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :try_start
    const-class v0, Ljava/lang/Integer;
    const-string v1, "text"
    invoke-virtual {v0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end
    .catch Ljava/lang/ClassCastException; {:try_start .. :try_end} :cce
    return-void
    :cce
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static name(Ljava/lang/Object;)Ljava/lang/String;
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
